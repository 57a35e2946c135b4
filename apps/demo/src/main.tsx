import { PorticoProvider } from '@portico/react'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createDemoBitcoin, createDemoPortico } from './config'
import '@portico/react/styles.css'
import './demo.css'

const params = new URLSearchParams(location.search)
const bitcoin = createDemoBitcoin()
const portico = createDemoPortico(params, { bitcoin })

function Root() {
  // `?lang=ar` picks the kit's language; without it the kit follows the browser.
  const [locale, setLocale] = useState(params.get('lang') ?? undefined)
  return (
    // `?attach=off` renders the modal where the provider is instead of on the page's body.
    <PorticoProvider portico={portico} locale={locale} attachToBody={params.get('attach') !== 'off'}>
      <App locale={locale} onLocaleChange={setLocale} bitcoin={bitcoin} />
    </PorticoProvider>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
)
