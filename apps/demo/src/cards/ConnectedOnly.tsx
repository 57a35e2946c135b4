import { usePorticoAccount } from '@portico/react'
import { type ComponentType, type JSX, type LazyExoticComponent, Suspense } from 'react'

/**
 * A card that only works with a wallet connected. Until then it says so; its code (and the hooks
 * it uses) starts loading while the wallet is connecting, so the page's first load stays small
 * and the card is there when the connection is. This is how we suggest a dapp defers its
 * wallet-only UI.
 */
export function ConnectedOnly<P extends object = object>({
  id,
  title,
  hint,
  card: Card,
  load,
  props,
}: {
  id: string
  title: string
  hint: string
  card: LazyExoticComponent<ComponentType<P>>
  load(): Promise<unknown>
  /** What the card is given. */
  props?: P
}) {
  const { isConnected, status } = usePorticoAccount()
  if (status === 'connecting') void load()
  const placeholder = (
    <section className="demo-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="demo-muted">{hint}</p>
    </section>
  )
  if (!isConnected) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <Card {...(props as P & JSX.IntrinsicAttributes)} />
    </Suspense>
  )
}
