import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { clientHeader } from './fixedRate.ts'

const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/**
 * `count` signed sign-in messages, each with its own nonce from the server (asked from many client
 * addresses, as many visitors would), ready to be verified once each.
 */
export async function prepareSignIns({ serverUrl, projectId, origin, count }: { serverUrl: string; projectId: string; origin: string; count: number }) {
  const signed: string[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${serverUrl}/v1/siwx/nonce?projectId=${projectId}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...clientHeader(1_000_000) },
      body: JSON.stringify({ chainId: 'eip155:31337', address: alice.address }),
    })
    const { nonce } = (await response.json()) as { nonce: string }
    const message = createSiweMessage({
      address: alice.address,
      chainId: 31337,
      domain: new URL(origin).host,
      uri: origin,
      version: '1',
      nonce,
      issuedAt: new Date(),
    })
    signed.push(JSON.stringify({ message, signature: await alice.signMessage({ message }), transport: 'bearer' }))
  }
  let next = 0
  return { body: () => signed[next++ % signed.length]! }
}
