/**
 * A `fetch` standing in for the relay in the hostile-input suite (no server, no network): a channel
 * is always opened (its nonce echoed) and always pending, so the Farcaster routes are reached past
 * the relay without a 502 that is not the chain's.
 */
export const stubRelayFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (url.pathname === '/v1/channel' && init?.method === 'POST') {
    const { nonce } = JSON.parse(String(init.body)) as { nonce: string }
    return Response.json({ channelToken: 'stub-channel', url: 'https://farcaster.xyz/~/siwf?channelToken=stub-channel', nonce }, { status: 201 })
  }
  return Response.json({ state: 'pending', nonce: 'stub' }, { status: 202 })
}
