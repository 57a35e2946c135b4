import { WalletConnectConnectorNotFoundError } from '@portico/core'
import type { Config, Connector } from '@wagmi/core'
import { type WalletConnectParameters, WALLETCONNECT_CONNECTOR_ID } from './types'
import { walletConnect } from './walletConnect'

/**
 * Adds the WalletConnect connector to a wagmi config at run time (the first time the visitor picks
 * WalletConnect, or on start-up when a WalletConnect session was stored), so a page that never uses
 * WalletConnect never loads any of its code. `onUri` receives each pairing URI to show.
 *
 * @throws {WalletConnectConnectorNotFoundError} when the app did not configure WalletConnect.
 */
export function addWalletConnect(
  config: Config,
  parameters: WalletConnectParameters | undefined,
  onUri: (uri: string) => void,
): Connector {
  const existing = config.connectors.find((c) => c.id === WALLETCONNECT_CONNECTOR_ID)
  if (existing) return existing
  if (!parameters) throw new WalletConnectConnectorNotFoundError()
  const connector = config._internal.connectors.setup(walletConnect(parameters))
  config._internal.connectors.setState((connectors) => [...connectors, connector])
  connector.emitter.on('message', ({ type, data }) => {
    if (type === 'display_uri' && typeof data === 'string') onUri(data)
  })
  return connector
}
