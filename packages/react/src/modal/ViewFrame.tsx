import type { RouterState } from '@portico/core'
import { accountFeatureWorksOn, featureOfView } from '@portico/core/internal'
import { type RefObject, Suspense, useEffect, useRef } from 'react'
import { usePorticoContext } from '../context'
import { usePorticoAccount } from '../hooks/usePorticoAccount'
import { useStore } from '../hooks/useStore'
import { MessagesScope } from '../i18n/MessagesScope'
import { modalEnglish } from '../i18n/modalEnglish'
import { FocusViewOnShow } from './FocusViewOnShow'
import { FeatureUnavailableView } from './views/FeatureUnavailableView'
import { views } from './viewTable'

const selectHistory = (s: RouterState) => s.history

export type ViewFrameProps = {
  /** The id the title gets: the frame's container is labelled by it. */
  titleId: string
  /** The dialog (modal) or region (embedded) the frame is in: focus waits there while a view has no control. */
  container: RefObject<HTMLElement | null>
  /** With a close button (the modal); an embedded form has nothing to close. */
  closable: boolean
}

/**
 * The kit's views in a frame: the header (back, the view's title, close) and the current view,
 * with focus moved to each new view. The modal and the embedded form both render it, so every
 * flow is the same in both. The modal's English texts come with it.
 */
export function ViewFrame(props: ViewFrameProps) {
  return (
    <MessagesScope english={modalEnglish}>
      <Frame {...props} />
    </MessagesScope>
  )
}

function Frame({ titleId, container, closable }: ViewFrameProps) {
  const { portico, t } = usePorticoContext()
  const history = useStore(portico.stores.router, selectHistory)
  const route = history[history.length - 1] ?? { view: 'Connect' as const }
  const view = views[route.view]
  const title = view.title(route.data, { portico, t })
  const body = useRef<HTMLDivElement>(null)
  // A feature's view opened (by route) for an account whose namespace the feature does not work on says so.
  const { chainNamespace } = usePorticoAccount()
  const feature = featureOfView(route.view)
  const unavailable = feature !== undefined && !accountFeatureWorksOn(portico.context, feature, chainNamespace)

  // A new view takes focus (see FocusViewOnShow); while a lazy view's chunk loads, the previous
  // view is hidden, so focus waits on the container rather than on a hidden or removed node.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const active = document.activeElement
    if (!container.current?.contains(active) || !active?.getClientRects().length) container.current?.focus()
  }, [history.length, route.view])

  // The first view's focus is the focus trap's (the embedded form takes none) when the view is on
  // screen at once; a lazy first view in the modal was not there for the trap, so it takes focus
  // once its chunk is in, like every later view.
  const waited = useRef(false)
  const skipFirst = first.current ? () => !closable || !waited.current : undefined

  return (
    <>
      <header className="portico-header">
        {history.length > 1 ? (
          <button type="button" className="portico-icon-button portico-icon-button--back" aria-label={t('modal.back')} onClick={() => portico.stores.router.back()}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : (
          <span className="portico-icon-spacer" />
        )}
        <h2 id={titleId} className="portico-title">
          {title}
        </h2>
        {closable ? (
          <button type="button" className="portico-icon-button" aria-label={t('modal.close')} onClick={() => portico.close()}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              <path d="m2 2 10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : (
          <span className="portico-icon-spacer" />
        )}
      </header>
      <div ref={body} className="portico-body">
        {/* Feature views are lazy: nothing shows until their chunk is in. */}
        <Suspense fallback={<WaitingForChunk waited={waited} />}>
          {unavailable ? <FeatureUnavailableView chainNamespace={chainNamespace} /> : view.render(route.data)}
          <FocusViewOnShow key={`${history.length}:${route.view}`} body={body} dialog={container} skip={skipFirst} />
        </Suspense>
      </div>
    </>
  )
}

/** The Suspense fallback: shows nothing, notes that the frame waited for a lazy view's chunk. */
function WaitingForChunk({ waited }: { waited: RefObject<boolean> }) {
  useEffect(() => {
    waited.current = true
  }, [waited])
  return null
}
