import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { z } from 'zod'

/** What the stand-in's Farcaster app must send as `X-Farcaster-Auth-Relay-Key` to complete a channel. */
export const standInRelayKey = 'portico-standin-farcaster-app'

const createBody = z.object({
  siweUri: z.url().max(2048),
  domain: z.string().min(1).max(253),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/).optional(),
  notBefore: z.iso.datetime().optional(),
  expirationTime: z.iso.datetime().optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.url().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})

const authenticateBody = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/).max(4096),
  fid: z.number().int().positive(),
  username: z.string().max(64).optional(),
  displayName: z.string().max(128).optional(),
  bio: z.string().max(512).optional(),
  pfpUrl: z.string().max(2048).optional(),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
})

type Channel = {
  url: string
  nonce: string
  signatureParams: Omit<z.output<typeof createBody>, 'acceptAuthAddress'>
  acceptAuthAddress: boolean
  completed?: z.output<typeof authenticateBody>
  expiresAt: number
}

/**
 * A local stand-in for Farcaster's auth relay (FIP-11's channel API as the public relay speaks it;
 * not Farcaster's code): `POST /v1/channel` opens a channel (201 `{ channelToken, url, nonce }`),
 * `GET /v1/channel/status` with the channel token as bearer answers 202 pending or 200 completed,
 * `POST /v1/channel/authenticate` (the Farcaster app, with the relay key) completes it. Channels
 * live in memory for `ttlMs`. The URL is the public relay's shape (`https://farcaster.xyz/~/siwf?channelToken=…`).
 */
export function createRelayStandIn({ ttlMs = 10 * 60_000, relayKey = standInRelayKey }: { ttlMs?: number; relayKey?: string } = {}) {
  const channels = new Map<string, Channel>()
  const bearer = (header: string | undefined) => /^Bearer (\S{1,256})$/.exec(header ?? '')?.[1]
  const find = (token: string | undefined) => {
    const channel = token ? channels.get(token) : undefined
    if (channel && channel.expiresAt <= Date.now()) channels.delete(token!)
    return channel && channel.expiresAt > Date.now() ? channel : undefined
  }
  const statusOf = (channel: Channel) => ({
    state: channel.completed ? ('completed' as const) : ('pending' as const),
    nonce: channel.nonce,
    url: channel.url,
    signatureParams: channel.signatureParams,
    acceptAuthAddress: channel.acceptAuthAddress,
    metadata: { ip: '127.0.0.1', userAgent: 'stand-in' },
    ...channel.completed,
  })

  const app = new Hono()
    .post('/v1/channel', async (c) => {
      const parsed = createBody.safeParse(await c.req.json().catch(() => undefined))
      if (!parsed.success) return c.json({ error: 'Validation error' }, 400)
      const { acceptAuthAddress = false, ...signatureParams } = parsed.data
      const channelToken = randomBytes(16).toString('hex')
      const nonce = signatureParams.nonce ?? randomBytes(12).toString('hex')
      const url = `https://farcaster.xyz/~/siwf?channelToken=${channelToken}`
      channels.set(channelToken, { url, nonce, signatureParams: { ...signatureParams, nonce }, acceptAuthAddress, expiresAt: Date.now() + ttlMs })
      return c.json({ channelToken, url, nonce }, 201)
    })
    .get('/v1/channel/status', (c) => {
      const channel = find(bearer(c.req.header('authorization')))
      if (!channel) return c.json({ error: 'Unauthorized' }, 401)
      return c.json(statusOf(channel), channel.completed ? 200 : 202)
    })
    .post('/v1/channel/authenticate', async (c) => {
      if (c.req.header('x-farcaster-auth-relay-key') !== relayKey) return c.json({ error: 'Unauthorized' }, 401)
      const channel = find(bearer(c.req.header('authorization')))
      if (!channel) return c.json({ error: 'Unauthorized' }, 401)
      const parsed = authenticateBody.safeParse(await c.req.json().catch(() => undefined))
      if (!parsed.success) return c.json({ error: 'Validation error' }, 400)
      channel.completed = parsed.data
      return c.json(statusOf(channel), 201)
    })
  return { app, channels }
}

/** The relay stand-in on 127.0.0.1 (`npm start`, the tests). */
export async function startRelayStandIn({ port = 0, ...options }: { port?: number; ttlMs?: number; relayKey?: string } = {}) {
  const { app, channels } = createRelayStandIn(options)
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(started))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    channels,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
