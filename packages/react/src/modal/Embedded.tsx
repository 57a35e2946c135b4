import type { ModalState } from '@portico/core'
import { useEffect, useId, useRef } from 'react'
import { usePorticoContext } from '../context'
import { useStore } from '../hooks/useStore'
import { useLocaleProps } from '../i18n/useLocaleProps'
import { useThemeProps } from '../theme/useTheme'
import { ViewFrame } from './ViewFrame'
import { showEmbeddedStart } from '@portico/core/internal'

const selectOpen = (s: ModalState) => s.open
const selectShake = (s: ModalState) => s.shake

/**
 * The modal's views inline, where the app puts them (`PorticoEmbedded`): a region labelled by the
 * view's title, in the page's own layout and width, with back but nothing to close. No overlay,
 * no focus trap, no scroll lock, the page stays usable. While it is mounted, `portico.pay` and the
 * kit's own prompts show here instead of opening the modal; when the modal is opened anyway (the
 * button), the views show there alone until it closes. This module is its own lazy chunk.
 */
export function Embedded({ className }: { className?: string | undefined }) {
  const { portico } = usePorticoContext()
  const modalOpen = useStore(portico.stores.modal, selectOpen)
  const shake = useStore(portico.stores.modal, selectShake)
  const theme = useThemeProps()
  const localeProps = useLocaleProps()
  const titleId = useId()
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    const removed = portico.stores.modal.addEmbedded()
    showEmbeddedStart(portico.context)
    void portico.preload().catch(() => undefined)
    return removed
  }, [portico])

  return (
    <section
      ref={region}
      {...theme}
      {...localeProps}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-portico-layer="embedded"
      className={`${theme.className} portico-embedded${shake ? ' portico-dialog--shake' : ''}${className ? ` ${className}` : ''}`}
    >
      {/* One place shows the views at a time: the same view twice would run its flow twice. */}
      {modalOpen ? null : <ViewFrame titleId={titleId} container={region} closable={false} />}
    </section>
  )
}
