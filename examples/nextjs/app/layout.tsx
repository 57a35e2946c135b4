import '@portico/react/styles.css'
import { cookieToInitialState } from '@portico/core'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
