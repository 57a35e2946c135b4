'use client'
import { usePorticoAccount, useSignMessage } from '@portico/react'

export function SignMessage() {
  const { isConnected } = usePorticoAccount()
  const { signMessage, data, error, isPending } = useSignMessage()
  if (!isConnected) return null
  return (
    <p>
      <button disabled={isPending} onClick={() => signMessage({ message: 'Hello from My dapp' })}>
        Sign a message
      </button>
      {data && <output>Signed: {data}</output>}
      {error && <span role="alert">{error.name === 'UserRejectedRequestError' ? 'You declined in the wallet.' : error.message}</span>}
    </p>
  )
}
