import { PorticoProvider } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createDemoPortico } from './config'
import '@portico/react/styles.css'
import './demo.css'

const portico = createDemoPortico(new URLSearchParams(location.search))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PorticoProvider portico={portico}>
      <App />
    </PorticoProvider>
  </StrictMode>,
)
