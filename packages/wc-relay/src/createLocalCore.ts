import { Core } from '@walletconnect/core'

export type LocalCoreOptions = {
  relayUrl: string
  /** Any string: the development relay does not check it. */
  projectId?: string
  /** Two clients in one process (or one browser origin) need different prefixes. */
  customStoragePrefix: string
  /** ':memory:' by default in Node; in a browser the clients use IndexedDB/localStorage anyway. */
  storageOptions?: { database?: string }
}

/**
 * A WalletConnect `Core` that talks to nothing but its relay: telemetry off, and the calls the client makes
 * to WalletConnect's cloud even with a local relay (the INIT event to pulse.walletconnect.org, verify
 * attestation register/resolve on verify.walletconnect.org) are skipped. For tests and local development.
 */
export function createLocalCore(options: LocalCoreOptions): InstanceType<typeof Core> {
  const core = new Core({
    projectId: options.projectId ?? 'portico-dev',
    relayUrl: options.relayUrl,
    customStoragePrefix: options.customStoragePrefix,
    telemetryEnabled: false,
    storageOptions: options.storageOptions ?? (typeof window === 'undefined' ? { database: ':memory:' } : {}),
    logger: 'silent',
  } as ConstructorParameters<typeof Core>[0])
  skipCloudCalls(core)
  return core
}

/** Turns off the verify and telemetry network calls of an existing (not yet started) core. */
export function skipCloudCalls(core: InstanceType<typeof Core>) {
  core.verify.register = async () => ''
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  core.eventClient.init = async () => undefined
  ;(core.eventClient as unknown as { sendEvent: () => Promise<Response> }).sendEvent = async () =>
    new Response(null, { status: 204 })
  return core
}
