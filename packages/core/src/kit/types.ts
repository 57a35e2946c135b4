import type { AccountTypes } from '../account/accountType'
import type { Adapter } from '../adapter/types'
import type { CaipNetwork } from '../networks/types'
import type { LocalFeatures } from '../features/features'
import type { Storage } from '../storage/types'
import type { PorticoInitialState } from '../connection/parseInitialState'
import type { SIWEConfig } from '../siwx/siweConfig'
import type { SIWXConfig } from '../siwx/types'

export type ThemeMode = 'light' | 'dark'

/** The app that hosts the modal (spec §3 dapp metadata). */
export type Metadata = { name: string; description?: string; url?: string; icons?: readonly string[] }

export type PorticoOptions = {
  /** One adapter per chain namespace (e.g. `evmAdapter(...)`). */
  adapters: readonly Adapter[]
  /** Networks the app supports; default: every adapter's networks. */
  networks?: readonly CaipNetwork[] | undefined
  /** The network used before a wallet says otherwise; default eip155:1 when configured, else the first. */
  defaultNetwork?: CaipNetwork | undefined
  metadata?: Metadata | undefined
  /** Restore last visit's connections on start-up (default true). */
  enableReconnect?: boolean | undefined
  /**
   * Where the kit keeps its keys; default localStorage in browsers, memory elsewhere. With SSR:
   * `createCookieStorage()`, so the server sees the connection in the request's cookies.
   */
  storage?: Storage | undefined
  /**
   * Server-side rendering: the kit waits for `mount()` (PorticoProvider calls it after hydration)
   * before reconnecting, so the server's HTML and the browser's first render agree.
   */
  ssr?: boolean | undefined
  /**
   * The connection to show before the wallet answers; with SSR, `cookieToInitialState(cookieHeader)`
   * on both server and browser. Default (without `ssr`): the one stored on the last visit.
   */
  initialState?: PorticoInitialState | undefined
  themeMode?: ThemeMode | undefined
  /** CSS variables (`--portico-*`) applied to the modal and buttons. */
  themeVariables?: Readonly<Record<string, string>> | undefined
  /** Wallet ids or rdns to list in the "featured" group. */
  featuredWalletIds?: readonly string[] | undefined
  /** Registry wallet ids: when given, the wallet lists show only these. */
  includeWalletIds?: readonly string[] | undefined
  /** Registry wallet ids never listed. */
  excludeWalletIds?: readonly string[] | undefined
  /**
   * Your Portico server (e.g. `https://portico.example.com`). With `projectId` it serves the
   * project's remote config, the wallet registry and analytics. Without it the kit runs on its
   * local options alone.
   */
  serverUrl?: string | undefined
  /** The project id created on your Portico server (`portico-server project create`). */
  projectId?: string | undefined
  /** Basic mode: every remote feature off and no config call. */
  basic?: boolean | undefined
  /** Local feature switches; the project's remote config overrides them once it arrives. */
  features?: LocalFeatures | undefined
  /** `st` sent to the server (default 'portico'). */
  sdkType?: string | undefined
  /** `sv` sent to the server (default `portico-<version>`, e.g. 'portico-0.1.0'). */
  sdkVersion?: string | undefined
  /** When false (default), a wallet on an unconfigured network opens the UnsupportedChain view. */
  allowUnsupportedChain?: boolean | undefined
  /**
   * Sign in with the wallet after connect (SIWX: CAIP-122 / EIP-4361). `porticoServerSIWX(...)` talks
   * to the Portico server; any object with the `SIWXConfig` methods works.
   */
  siwx?: SIWXConfig | undefined
  /**
   * The account type each namespace prefers (spec §3 preferred account type); default eip155
   * smartAccount, bip122 payment, solana and polkadot eoa.
   */
  defaultAccountTypes?: AccountTypes | undefined
  /** The legacy EVM-only sign-in option, mapped onto `siwx`. Set one or the other, never both. */
  siweConfig?: SIWEConfig | undefined
}

/** What the kit emits; `disconnect` fires when the last connection of a namespace goes away. */
export type PorticoEvents = {
  connect: [{ connectorId: string; address: string; caipNetworkId: string }]
  disconnect: [{ chainNamespace: string }]
  error: [{ error: Error; action: string }]
}
