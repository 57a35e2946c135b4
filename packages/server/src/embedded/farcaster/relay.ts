import { z } from 'zod'
import { EmbeddedError } from '../errors.ts'
import { boundedFetch } from '../social/boundedFetch.ts'
import type { FarcasterDeps } from './types.ts'

// The relay's channel API (FIP-11, as Farcaster's auth relay documents it): create, then poll with the channel token.

const relayFailed = (reason: string, cause?: unknown) =>
  new EmbeddedError('embedded_farcaster_relay_failed', 'The Farcaster relay could not be used: try again', { details: { reason }, cause })

const channelAnswer = z.object({
  channelToken: z.string().min(1).max(256),
  url: z.url({ protocol: /^https?$/ }).max(2048),
  nonce: z.string().max(256),
})

const text = (max: number) => z.string().max(max).optional()

/** `GET /v1/channel/status`: pending, or completed with what the person's Farcaster app sent. */
const statusAnswer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string().min(1).max(4096),
    signature: z.string().regex(/^0x[0-9a-fA-F]{2,4096}$/),
    fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    username: text(64),
    displayName: text(128),
    pfpUrl: text(2048),
  }),
])

export type ChannelStatus = z.output<typeof statusAnswer>

async function call(deps: FarcasterDeps, path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response
  try {
    response = await boundedFetch(deps.fetch, deps.limits)(`${deps.relayUrl}${path}`, init)
  } catch (error) {
    const reason = error instanceof EmbeddedError ? String((error.details as { reason?: string } | undefined)?.reason ?? 'unreachable') : 'unreachable'
    throw relayFailed(reason, error)
  }
  let body: unknown
  try {
    body = JSON.parse(await response.text())
  } catch (error) {
    throw relayFailed('malformed', error)
  }
  return { status: response.status, body }
}

/** Opens a channel for one sign-in: the relay answers its token and the URL the person opens (QR code, deep link). */
export async function createChannel(
  deps: FarcasterDeps,
  request: { siweUri: string; domain: string; nonce: string; notBefore: string; expirationTime: string },
): Promise<{ channelToken: string; url: string }> {
  const { status, body } = await call(deps, '/v1/channel', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...request, acceptAuthAddress: false }),
  })
  if (status !== 201 && status !== 200) throw relayFailed(`status ${status}`)
  const parsed = channelAnswer.safeParse(body)
  if (!parsed.success) throw relayFailed('malformed')
  if (parsed.data.nonce !== request.nonce) throw relayFailed('nonce_changed')
  return { channelToken: parsed.data.channelToken, url: parsed.data.url }
}

/** The channel's state at the relay (202 pending, 200 completed). */
export async function channelStatus(deps: FarcasterDeps, channelToken: string): Promise<ChannelStatus> {
  const { status, body } = await call(deps, '/v1/channel/status', { method: 'GET', headers: { authorization: `Bearer ${channelToken}` } })
  if (status !== 200 && status !== 202) throw relayFailed(`status ${status}`)
  const parsed = statusAnswer.safeParse(body)
  if (!parsed.success) throw relayFailed('malformed')
  return parsed.data
}
