import { Core, EventClient, Verify } from '@walletconnect/core'

export type LocalCoreOptions = {
  relayUrl: string
  /** Any string: the development relay does not check it. */
  projectId?: string | undefined
  /** Two clients in one process (or one browser origin) need different prefixes. */
  customStoragePrefix: string
  /** ':memory:' by default in Node; in a browser the clients use IndexedDB/localStorage anyway. */
  storageOptions?: { database?: string | undefined } | undefined
}

/**
 * The WalletConnect core version whose cloud calls `LocalCore` is known to skip (createLocalCore.test.ts
 * checks the installed one against it: re-check this file before moving the pin).
 */
export const LOCAL_CORE_CHECKED_VERSION = '2.21.8'

/**
 * Verify that attests nothing. In a browser, the library's `register` loads an iframe from
 * verify.walletconnect.org for every session proposal (waiting up to 5 s when it cannot load), and a wallet's
 * `resolve` fetches the attestation and Verify's public key from there; no option turns either off.
 */
class LocalVerify extends Verify {
  override register = async () => ''
  override resolve = (async () => undefined) as unknown as Verify['resolve']
}

/**
 * Telemetry is off through the public `telemetryEnabled: false`, but `init` (called by WalletKit) still posts
 * an INIT event to pulse.walletconnect.org whatever that option says.
 */
class LocalEventClient extends EventClient {
  override init = async () => undefined
}

/** A `Core` whose verify and event client never reach WalletConnect's cloud; everything else is the library's. */
class LocalCore extends Core {
  constructor(options: ConstructorParameters<typeof Core>[0]) {
    super(options)
    this.verify = new LocalVerify(this, this.logger, this.storage)
    this.eventClient = new LocalEventClient(this, this.logger, false)
  }
}

/**
 * A WalletConnect `Core` that talks to nothing but its relay: telemetry off, and the calls the client makes
 * to WalletConnect's cloud even with a local relay (verify attestations, the INIT event) skipped.
 * DEVELOPMENT ONLY (tests, `npm start`, the demo wallet): a production dapp or wallet uses the library's Core.
 */
export function createLocalCore(options: LocalCoreOptions): InstanceType<typeof Core> {
  return new LocalCore({
    projectId: options.projectId ?? 'portico-dev',
    relayUrl: options.relayUrl,
    customStoragePrefix: options.customStoragePrefix,
    telemetryEnabled: false,
    storageOptions: options.storageOptions ?? (typeof window === 'undefined' ? { database: ':memory:' } : {}),
    logger: 'silent',
  } as ConstructorParameters<typeof Core>[0])
}
