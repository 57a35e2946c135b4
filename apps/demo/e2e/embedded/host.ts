// The host side of the embedded wallet, as a page the e2e tests drive without the modal: core's client over the frame and evm's EIP-1193 provider, exposed as `window.harness`.
import { createWebStorage } from '@portico/core'
import { createEmbeddedWalletClient, type EmbeddedWalletClient } from '@portico/core/internal'
import { http } from 'viem'
import { createEmbeddedProvider, type EmbeddedProvider } from '../../../../packages/evm/src/embedded/createEmbeddedProvider'

const params = new URLSearchParams(location.search)
const rpcUrl = params.get('rpcUrl')!
/** The second devnet chain's (31338: the one with a bundler, where the smart account is offered). */
const rpcUrl2 = params.get('rpcUrl2') ?? rpcUrl
const client: EmbeddedWalletClient = createEmbeddedWalletClient({
  frameUrl: params.get('frameUrl')!,
  projectId: params.get('projectId')!,
  chainId: 31337,
  version: 'html-portico-e2e',
  rpcUrl,
  storage: createWebStorage(),
})
// The frame shows its approval controls itself; the host only makes it visible meanwhile, and
// gives it keyboard focus (as the kit's FrameSlot does: the frame puts it on Reject).
client.onApproval((open) => {
  client.frame.hidden = !open
  client.frame.style.cssText = open ? 'position:fixed;inset:auto 16px 16px auto;width:360px;height:420px;border:0;border-radius:16px;box-shadow:0 8px 32px #0004' : ''
  if (open) client.frame.focus()
})
let provider: EmbeddedProvider | undefined

const run = async <T>(fn: () => Promise<T>) => {
  try {
    return { ok: true as const, value: await fn() }
  } catch (error) {
    return { ok: false as const, error: (error as { shortMessage?: string; message: string }).shortMessage ?? (error as Error).message, name: (error as Error).name }
  }
}

/** One of the frame's own screens (key export, sessions), the frame shown over the page until the visitor closed them. */
const withFrameShown = <T>(task: () => Promise<T>) =>
  run(async () => {
    client.frame.hidden = false
    client.frame.style.cssText = 'position:fixed;inset:auto 16px 16px auto;width:360px;height:480px;border:0;border-radius:16px;box-shadow:0 8px 32px #0004'
    try {
      return await task()
    } finally {
      client.frame.hidden = true
      client.frame.style.cssText = ''
    }
  })

const harness = {
  ready: () => run(() => client.ready()),
  connectEmail: (email: string) => run(() => client.connectEmail(email)),
  connectDevice: () => run(() => client.connectDevice()),
  connectOtp: (otp: string) => run(() => client.connectOtp(otp)),
  isConnected: () => run(() => client.isConnected()),
  /** Connects: the user from the frame, then the provider on it. */
  connect: (chainId = 31337) =>
    run(async () => {
      const user = await client.getUser(chainId)
      const current = createEmbeddedProvider({ client, address: user.address as `0x${string}`, chainId, chains: [chainId], transport: () => http(chainId === 31338 ? rpcUrl2 : rpcUrl) })
      provider = current
      // The acting account follows the frame's user (a switch between the EOA and the smart account), as the connector does.
      client.onUser((next) => next && provider === current && current.setAddress(next.address as `0x${string}`))
      return user
    }),
  /** Makes the EOA or the smart account act (spec §7 "set preferred account"); the user as read after. */
  setPreferredAccount: (type: 'eoa' | 'smartAccount') => run(() => client.setPreferredAccount(type)),
  smartAccountNetworks: () => run(() => client.getSmartAccountNetworks()),
  request: (method: string, params?: unknown) => run(() => provider!.request({ method, params } as never)),
  abortOpenRequests: () => client.abortOpenRequests(),
  /** The frame's key export screens; resolves once the visitor closed them. */
  exportKey: () => withFrameShown(() => client.exportKey({ locale: 'en' })),
  /** The frame's sessions list (in `locale`); resolves once the visitor closed it. */
  manageSessions: (locale = 'en') => withFrameShown(() => client.manageSessions({ locale })),
  signOut: () => run(() => client.signOut()),
  storage: () => ({ ...localStorage }),
}
Object.assign(window, { harness })
