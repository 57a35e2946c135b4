import {
  type Adapter,
  type AdapterConnectParameters,
  type AdapterDisconnectParameters,
  type AdapterGetBalanceParameters,
  AdapterMethodNotSupportedError,
  type AdapterSignMessageParameters,
  type CaipNetwork,
  type ConnectionData,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  type Storage,
} from '@portico/core'
import { createAdapterConnections } from '@portico/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { bitcoinAccountsOf, bitcoinWalletClient, sharedAccounts, toHex } from './bitcoinWallet'
import { fetchEsploraBalance } from './esplora'
import { bitcoin, bitcoinSignet, bitcoinTestnet, toSatsConnectNetwork, toWalletStandardChain } from './networks'
import type { BitcoinAccount, BitcoinSignPsbtParameters, BitcoinSignPsbtResult } from './types'
import { connectorIdOf, features, isBitcoinWallet, toConnector } from './walletStandard'
import { bitcoinChainRules } from './chainRules'

export type BitcoinAdapterParameters = {
  /** The Bitcoin networks the app supports; default mainnet, testnet and signet. */
  networks?: readonly [CaipNetwork, ...CaipNetwork[]] | undefined
  /** Which address is the connection's account (the kit's address); default `payment` (spec §4). */
  accountType?: 'payment' | 'ordinal' | undefined
  /** Where the connected wallets are remembered for the next visit; default localStorage (none outside browsers). */
  storage?: Storage | undefined
}

/** The bip122 adapter, with the Bitcoin calls the kit's namespace-neutral actions have no room for. */
export type BitcoinAdapter = Adapter & {
  /** The payment and ordinal accounts of a connection (default the latest connected). */
  getAccounts(parameters?: { connectorId?: string | undefined }): readonly BitcoinAccount[]
  /** Asks the wallet to sign inputs of a PSBT (Bitcoin Wallet Standard `bitcoin:signTransaction`, or sats-connect `signPsbt`). */
  signPsbt(parameters: BitcoinSignPsbtParameters): Promise<BitcoinSignPsbtResult>
}

/**
 * The bip122 adapter: finds the Bitcoin wallets that register with the Wallet Standard (the Bitcoin
 * Wallet Standard's `bitcoin:connect`, or a sats-connect provider), connects them for their
 * payment and ordinal addresses, reconnects them silently on the next visit, signs messages with
 * BIP-322 and signs PSBTs. Balances come from the network's Esplora API when it names one; sending
 * from the modal is EVM and Solana only (spec §4).
 *
 * @example
 * const btc = bitcoinAdapter({ networks: [bitcoin] })
 * const portico = createPortico({ adapters: [evmAdapter({ chains: [mainnet] }), btc] })
 * const { psbt } = await btc.signPsbt({ psbt: base64, signInputs: { [address]: [0] } })
 */
export function bitcoinAdapter(parameters: BitcoinAdapterParameters = {}): BitcoinAdapter {
  const networks = parameters.networks ?? [bitcoin, bitcoinTestnet, bitcoinSignet]
  const accountType = parameters.accountType ?? 'payment'
  const registry = getWallets()
  const bitcoinWallets = () => registry.get().filter(isBitcoinWallet)
  const getConnectors = () => bitcoinWallets().map(toConnector)
  const live = createAdapterConnections<{ chainId: string | number; accounts: BitcoinAccount[]; stop: () => void }>({
    namespace: 'bip122',
    networks,
    storage: parameters.storage,
    storageName: 'bitcoin',
    getConnectors,
  })
  const find = (connectorId: string) => bitcoinWallets().find((candidate) => connectorIdOf(candidate) === connectorId)
  const wallet = (connectorId: string): Wallet => {
    const found = find(connectorId)
    if (!found) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'bip122' })
    return found
  }
  /** The connection's accounts, the preferred type first: the kit's account is the first. */
  const ordered = (accounts: readonly BitcoinAccount[]) => [...accounts.filter((a) => a.type === accountType), ...accounts.filter((a) => a.type !== accountType)]
  const networkOf = (connectorId: string) => {
    const connection = live.get(connectorId)
    if (!connection) throw new ConnectorNotConnectedError({ connectorId, chainNamespace: 'bip122' })
    return networks.find((network) => network.id === connection.chainId) ?? networks[0]
  }

  /**
   * Starts following a connected wallet's account changes. A wallet may speak other namespaces with
   * the same object (Xverse, Phantom…): only its Bitcoin accounts count, a change that leaves them as
   * they were is not reported, one with accounts of other namespaces only is not this namespace's,
   * and no account at all ends the connection.
   */
  function follow(connectorId: string, target: Wallet, chainId: string | number, accounts: BitcoinAccount[]): ConnectionData {
    const on = (target.features as Partial<StandardEventsFeature>)[features.events]?.on
    const stop =
      on?.('change', ({ accounts: changed }) => {
        const connection = live.get(connectorId)
        if (!changed || !connection) return
        if (!changed.length) return live.end(connectorId)
        const current = bitcoinAccountsOf(changed)
        if (!current.length) return
        // The wallet moved to other addresses: same purposes, in the order it answered connect.
        const next = connection.accounts.map((account, index) => {
          const moved = current[index]
          return moved ? { ...account, address: moved.address, publicKey: toHex(moved.publicKey) } : account
        })
        if (next.every((account, index) => account.address === connection.accounts[index]!.address)) return
        connection.accounts = next
        live.events?.connectionChanged({ connectorId, accounts: ordered(next).map((a) => a.address), chainId: connection.chainId })
      }) ?? (() => undefined)
    live.add(connectorId, { chainId, accounts, stop })
    return { connectorId, accounts: ordered(accounts).map((account) => account.address), chainId }
  }
  const latest = () => live.ids().at(-1)

  return {
    namespace: 'bip122',
    chain: bitcoinChainRules,
    networks,
    getConnectors,

    setup: (events) => live.setup(events, (report) => [registry.on('register', report), registry.on('unregister', report)]),

    /** Asks the wallet for its payment and ordinal addresses. */
    async connect({ connectorId, chainId }: AdapterConnectParameters) {
      const target = wallet(connectorId)
      const accounts = await bitcoinWalletClient(target).connect()
      if (!accounts.length) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'bip122' })
      return follow(connectorId, target, live.startChain(chainId), accounts)
    },

    /**
     * Reconnects the wallets of the last visit whose Bitcoin accounts are still shared, without a
     * prompt: those the wallet shows, else those a silent `standard:connect` gives (a wallet that
     * speaks other namespaces too); a wallet without them, or no longer on the page, is left out and forgotten.
     */
    reconnect: () =>
      live.reconnect({
        async restore(connectorId) {
          const target = find(connectorId)
          // Only a Wallet Standard wallet can tell its shared accounts without asking.
          if (!target || !(features.connect in target.features)) return undefined
          if (!sharedAccounts(target).length) {
            await (target.features as Partial<StandardConnectFeature>)[features.standardConnect]?.connect({ silent: true }).catch(() => undefined)
          }
          const accounts = sharedAccounts(target)
          return accounts.length ? follow(connectorId, target, live.startChain(undefined), accounts) : undefined
        },
      }),

    forgetConnections: live.forgetConnections,

    /**
     * Asks the wallet to disconnect (`standard:disconnect`, when it has it) and forgets the
     * connection. The standard's disconnect is wallet-wide: a wallet that speaks other namespaces
     * with the same object ends their connections too (their adapters hear no account left and
     * report them disconnected).
     */
    async disconnect({ connectorId }: AdapterDisconnectParameters) {
      const target = find(connectorId)
      live.remove(connectorId)
      await (target?.features as Partial<StandardDisconnectFeature> | undefined)?.[features.disconnect]?.disconnect()
    },

    /** Bitcoin wallets are asked per request for a network: switching is the dapp's. */
    switchNetwork: live.switchNetwork,

    /** The address's balance from the network's Esplora API (AdapterMethodNotSupportedError when it names none). */
    async getBalance({ address, network }: AdapterGetBalanceParameters) {
      return fetchEsploraBalance(address, network)
    },

    /** A BIP-322 signature of the UTF-8 text by the address (base64). */
    async signMessage({ connectorId, address, message }: AdapterSignMessageParameters) {
      return bitcoinWalletClient(wallet(connectorId)).signMessage(address, message)
    },

    /** Sending from the modal is EVM and Solana only: build a PSBT and use `signPsbt`. */
    async sendTransaction() {
      throw new AdapterMethodNotSupportedError({ method: 'sendTransaction', chainNamespace: 'bip122' })
    },
    async waitForTransaction() {
      throw new AdapterMethodNotSupportedError({ method: 'waitForTransaction', chainNamespace: 'bip122' })
    },

    getAccounts({ connectorId } = {}) {
      const id = connectorId ?? latest()
      return id ? ordered(live.get(id)?.accounts ?? []) : []
    },

    async signPsbt({ psbt, signInputs, connectorId }: BitcoinSignPsbtParameters) {
      const id = connectorId ?? latest()
      if (!id) throw new ConnectorNotConnectedError({ connectorId: 'bip122', chainNamespace: 'bip122' })
      const network = networkOf(id)
      const [first] = ordered(live.get(id)!.accounts)
      const inputs = signInputs ?? { [first!.address]: allInputs(psbt) }
      const signed = await bitcoinWalletClient(wallet(id)).signPsbt({
        psbt,
        signInputs: Object.fromEntries(Object.entries(inputs).map(([address, indexes]) => [address, [...indexes]])),
        chain: toWalletStandardChain(network),
        network: toSatsConnectNetwork(network),
      })
      return { psbt: signed }
    },
  }
}

/** The indexes of every input of a base64 PSBT (its unsigned transaction's input count, BIP-174 global 0x00). */
function allInputs(psbt: string): number[] {
  const bytes = Uint8Array.from(atob(psbt), (char) => char.charCodeAt(0))
  // magic (5) | key len (1) = 1 | key type 0x00 | value compact size | tx: version (4) | [marker 0 flag 1] | input count
  let at = 5
  const readVarInt = () => {
    const first = bytes[at++]!
    if (first < 0xfd) return first
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    let value = 0
    for (let i = 0; i < size; i++) value += bytes[at++]! * 2 ** (8 * i)
    return value
  }
  if (readVarInt() !== 1 || bytes[at++] !== 0x00) return [0]
  readVarInt()
  at += 4
  if (bytes[at] === 0 && bytes[at + 1] === 1) at += 2
  return Array.from({ length: readVarInt() }, (_, index) => index)
}
