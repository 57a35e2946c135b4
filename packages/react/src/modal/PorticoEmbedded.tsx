import { lazy, Suspense } from 'react'

const Embedded = lazy(() => import('./Embedded').then((m) => ({ default: m.Embedded })))

export type PorticoEmbeddedProps = {
  /** Extra class names for the form's root (its width and margins are the page's). */
  className?: string | undefined
}

/**
 * The modal's views embedded in the page where it is rendered: the same flows as the modal
 * (connect, account, networks, send, swap, pay…), inline, with no overlay, focus trap or scroll
 * lock. Its code is a chunk of its own, loaded when it mounts; an app that does not use it does
 * not load it.
 *
 * @example
 * <PorticoProvider portico={portico}><PorticoEmbedded /></PorticoProvider>
 */
export function PorticoEmbedded({ className }: PorticoEmbeddedProps) {
  return (
    <Suspense fallback={null}>
      <Embedded className={className} />
    </Suspense>
  )
}
