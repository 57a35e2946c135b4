import { DEFAULT_SDK_VERSION } from '../constants'
import { createEmbeddedWalletClient, type EmbeddedWalletClient } from './createEmbeddedWalletClient'
import { EmailLoadError } from './emailLoadError'
import { FrameError } from './errors'
import { createWebStorage } from '../storage/createWebStorage'
import { storageKeys } from '../storage/storageKeys'
import { fetchBalance } from '../account/fetchBalance'
import type { KitContext } from '../kit/context'
import type { EmbeddedAccounts, EmbeddedStore } from './types'
import type { EmbeddedUser } from './frameProtocol'
import { embeddedLoginOn } from '../features/socialLogins'
import { leaveApproval, showApproval } from '../navigation/approval'
import { socialAvatarOf } from './rememberSocial'

/** The remote config names the frame: waits for it when it is still on its way. */
async function frameUrlOf(ctx: KitContext): Promise<string> {
  const settled = (s: { status: string }) => s.status === 'ready' || s.status === 'error'
  if (ctx.server && !settled(ctx.features.getState())) {
    await new Promise<void>((resolve) => {
      const stop = ctx.features.subscribe((s) => settled(s) && (stop(), resolve()))
    })
  }
  const { features, frameUrl } = ctx.features.getState()
  if (!ctx.server || !embeddedLoginOn(features) || !frameUrl) throw new EmailLoadError({ cause: new Error('E-mail and social login are off for this project') })
  return frameUrl
}

/**
 * Loads the wallet frame and ties it to the kit (the lazy part of the embedded host): the frame's
 * load failure or refusal of this origin as alerts; dapp data and theme once it is ready (and the
 * spec's 500 ms after READY); approvals open ApproveTransaction and, once done, refresh the balance
 * and close the modal or go back; closing the modal during an approval aborts the open requests.
 */
export async function connectFrame(ctx: KitContext, store: EmbeddedStore): Promise<EmbeddedWalletClient> {
  const frameUrl = await frameUrlOf(ctx)
  const server = ctx.server!
  const lastChain = ctx.storage.get<string>(storageKeys.lastUsedChain, (v): v is string => typeof v === 'string')
  const client = createEmbeddedWalletClient({
    frameUrl,
    projectId: server.projectId,
    chainId: lastChain ?? ctx.network.active()?.id ?? 1,
    version: server.sdkVersion ?? DEFAULT_SDK_VERSION,
    storage: ctx.options.storage ?? createWebStorage(),
  })
  try {
    await client.ready()
  } catch (error) {
    client.destroy()
    if (error instanceof FrameError) ctx.alerts.show({ variant: 'error', title: error.shortMessage, code: error.code })
    throw error
  }

  const { metadata } = ctx.options
  void client
    .syncDappData({ projectId: server.projectId, sdkType: server.sdkType, sdkVersion: server.sdkVersion, metadata: { name: metadata?.name, url: metadata?.url } })
    .catch(() => undefined)
  const syncTheme = () => void client.syncTheme(ctx.theme.getState().themeMode).catch(() => undefined)
  syncTheme()
  ctx.theme.subscribe((state, previous) => state.themeMode !== previous.themeMode && syncTheme())

  // Whether the modal was closed when an approval opened it (then it closes again after).
  let openedForApproval = false
  client.onApproval((open) => {
    store.setState({ approval: open })
    if (open) {
      openedForApproval = showApproval(ctx)
      return
    }
    void fetchBalance(ctx, { force: true }).catch(() => undefined)
    leaveApproval(ctx, openedForApproval)
  })
  // The modal closed while the frame asks for an approval: open signing requests end with 'Request
  // was aborted'. Safe ones never wait on the frame; an approved one (the frame has closed its
  // controls and is signing) finishes.
  ctx.modal.subscribe((state, previous) => {
    if (previous.open && !state.open && store.getState().approval) client.abortOpenRequests()
  })
  client.onUser((user) =>
    store.setState({
      email: user?.email ?? undefined,
      accounts: user && embeddedAccounts(user),
      social: user?.socialProvider ? { provider: user.socialProvider, userName: user.userName, userAvatar: socialAvatarOf(user) } : undefined,
    }),
  )
  store.setState({ frame: client.frame })
  return client
}

/** The EOA and the smart account of a user who has one on its chain. */
function embeddedAccounts(user: EmbeddedUser): EmbeddedAccounts | undefined {
  const eoa = user.accounts.find((account) => account.type === 'eoa')?.address
  const smartAccount = user.accounts.find((account) => account.type === 'smartAccount')?.address
  if (!eoa || !smartAccount) return undefined
  return { eoa, smartAccount, preferred: user.preferredAccountType, deployed: user.smartAccountDeployed }
}
