import { EmptyNetworksError, OptionsConflictError } from './errors'

/** The options `validateOptions` looks at; other fields pass through unchecked. */
export type ValidateOptionsParameters = {
  /** EVM-only sign-in configuration. */
  siweConfig?: unknown
  /** Multi-chain sign-in configuration. */
  siwx?: unknown
  /** The app's networks; when given, at least one. */
  networks?: readonly unknown[] | undefined
}

/**
 * Rejects option combinations Portico cannot run with:
 * - both `siweConfig` and `siwx` set (anything but `undefined`) → `OptionsConflictError`
 *   ('Cannot set both `siweConfig` and `siwx` options')
 * - `networks` given but empty (or not a list) → `EmptyNetworksError`
 *
 * A missing `networks` is left to the caller's default.
 *
 * @example
 * validateOptions({ networks: [mainnet], siwx }) // ok
 * validateOptions({ networks: [mainnet], siwx, siweConfig }) // throws OptionsConflictError
 */
export function validateOptions(options: ValidateOptionsParameters): void {
  if (options.siweConfig !== undefined && options.siwx !== undefined) throw new OptionsConflictError()
  const { networks } = options
  if (networks !== undefined && (!Array.isArray(networks) || networks.length === 0))
    throw new EmptyNetworksError({ value: networks })
}
