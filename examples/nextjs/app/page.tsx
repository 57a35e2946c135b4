import { PorticoButton } from '@portico/react'
import { SignMessage } from './sign-message'

export default function Page() {
  return (
    <main>
      <PorticoButton />
      <SignMessage />
    </main>
  )
}
