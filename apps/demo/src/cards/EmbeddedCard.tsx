import { PorticoEmbedded } from '@portico/react'
import { useState } from 'react'

/**
 * The modal's views embedded in the page (`<PorticoEmbedded />`), beside the header's modal
 * button. Shown on request (or with `?embedded`): while it is on the page, the kit's own prompts
 * (Pay, sign-in, an unsupported network) show in it rather than in the modal.
 */
export function EmbeddedCard({ initiallyShown }: { initiallyShown: boolean }) {
  const [shown, setShown] = useState(initiallyShown)
  return (
    <section className="demo-card demo-card--embedded" aria-labelledby="embedded-title">
      <h2 id="embedded-title">Embedded</h2>
      <p className="demo-muted">The same views as the modal, in the page's own layout.</p>
      <button type="button" className="demo-secondary" aria-pressed={shown} onClick={() => setShown(!shown)}>
        {shown ? 'Hide the embedded form' : 'Show the embedded form'}
      </button>
      {shown ? <PorticoEmbedded /> : null}
    </section>
  )
}
