import {
  type Adapter,
  type AdapterConnectParameters,
  type AdapterDisconnectParameters,
  type AdapterEstimateTransferFeeParameters,
  type AdapterGetBalanceParameters,
  type AdapterGetTokenBalancesParameters,
  type AdapterSendTransactionParameters,
  type AdapterSignMessageParameters,
  type AdapterTransferTokenParameters,
  type AdapterWaitForTransactionParameters,
  type CaipNetwork,
  type ConnectionData,
  ConnectorNotFoundError,
  type Storage,
} from '@portico/core'
import { createAdapterConnections } from '@portico/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { solana, solanaDevnet, solanaTestnet } from './networks'
import type { SolanaContext, SolanaToken } from './solanaContext'
import { connectorIdOf, features, isSolanaWallet, solanaAccounts, toConnector } from './walletStandard'
import { solanaChainRules } from './chainRules'

// @solana/kit and the transaction building load on the first balance, signature or send.
const walletActions = () => import('./walletActions')

export type SolanaAdapterParameters = {
  /** The Solana networks the app supports; default mainnet, devnet and testnet. */
  networks?: readonly [CaipNetwork, ...CaipNetwork[]] | undefined
  /** SPL tokens the account view lists (beside SOL) and Send offers, by CAIP-2 network id. */
  tokens?: Readonly<Record<string, readonly SolanaToken[]>> | undefined
  /** Where the connected wallets are remembered for the next visit; default localStorage (none outside browsers). */
  storage?: Storage | undefined
}

/**
 * The solana adapter on @solana/kit and the Wallet Standard: finds the wallets that register
 * themselves (Phantom, Solflare, Backpack…), connects them, reconnects them silently on the next
 * visit, signs messages (`solana:signMessage`), sends SOL and SPL tokens
 * (`solana:signAndSendTransaction`) and reads balances from the network's RPC.
 *
 * @example
 * const portico = createPortico({ adapters: [evmAdapter({ chains: [mainnet] }), solanaAdapter()] })
 */
export function solanaAdapter(parameters: SolanaAdapterParameters = {}): Adapter {
  const networks = parameters.networks ?? [solana, solanaDevnet, solanaTestnet]
  const registry = getWallets()
  const solanaWallets = () => registry.get().filter(isSolanaWallet)
  const getConnectors = () => solanaWallets().map(toConnector)
  /** The live connections: each one's chain, Solana addresses and its wallet's change listener. */
  const live = createAdapterConnections<{ chainId: string | number; accounts: readonly string[]; stop: () => void }>({ namespace: 'solana', networks, storage: parameters.storage, getConnectors })
  const wallet = (connectorId: string): Wallet => {
    const found = solanaWallets().find((candidate) => connectorIdOf(candidate) === connectorId)
    if (!found) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'solana' })
    return found
  }
  const context: SolanaContext = { networks, tokens: parameters.tokens ?? {}, wallet, rpcClients: new WeakMap() }
  const loadActions = async () => [await walletActions(), context] as const
  const addresses = (target: Wallet) => solanaAccounts(target.accounts).map((account) => account.address)
  const sameAddresses = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((address, index) => address === b[index])

  /**
   * Starts following a connected wallet's account changes. A wallet may speak other namespaces with
   * the same object (Phantom, Backpack…): only its Solana accounts count, a change that leaves them
   * as they were is not reported, one with accounts of other namespaces only is not this
   * namespace's, and no account at all ends the connection.
   */
  function follow(connectorId: string, target: Wallet, chainId: string | number): ConnectionData {
    const accounts = addresses(target)
    const on = (target.features as Partial<StandardEventsFeature>)[features.events]?.on
    const stop =
      on?.('change', ({ accounts: changed }) => {
        const connection = live.get(connectorId)
        if (!changed || !connection) return
        if (!changed.length) return live.end(connectorId)
        const current = solanaAccounts(changed).map((account) => account.address)
        if (!current.length || sameAddresses(current, connection.accounts)) return
        connection.accounts = current
        live.events?.connectionChanged({ connectorId, accounts: current, chainId: connection.chainId })
      }) ?? (() => undefined)
    live.add(connectorId, { chainId, accounts, stop })
    return { connectorId, accounts: [...accounts], chainId }
  }

  return {
    namespace: 'solana',
    chain: solanaChainRules,
    networks,
    getConnectors,

    setup: (events) => live.setup(events, (report) => [registry.on('register', report), registry.on('unregister', report)]),

    /** Asks the wallet for its accounts (`standard:connect`); the connection starts on the kit's network when it is a Solana one. */
    async connect({ connectorId, chainId }: AdapterConnectParameters) {
      const target = wallet(connectorId)
      await (target.features as StandardConnectFeature)[features.connect].connect()
      if (!addresses(target).length) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'solana' })
      return follow(connectorId, target, live.startChain(chainId))
    },

    /** Reconnects the wallets connected on the last visit without a prompt (`silent`); a wallet that asks again is left out. */
    reconnect: () =>
      live.reconnect({
        isPresent: (connectorId) => solanaWallets().some((candidate) => connectorIdOf(candidate) === connectorId),
        async restore(connectorId) {
          const target = wallet(connectorId)
          await (target.features as StandardConnectFeature)[features.connect].connect({ silent: true })
          return addresses(target).length ? follow(connectorId, target, live.startChain(undefined)) : undefined
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
      const target = solanaWallets().find((candidate) => connectorIdOf(candidate) === connectorId)
      live.remove(connectorId)
      await (target?.features as Partial<StandardDisconnectFeature> | undefined)?.[features.disconnect]?.disconnect()
    },

    /** Solana wallets have no current chain: the network is named with each transaction, so switching is the dapp's. */
    switchNetwork: live.switchNetwork,

    /** Loads @solana/kit and the transaction building ahead of the first use. */
    async preload() {
      await walletActions()
    },

    // The methods below load the wallet actions on their first call (see walletActions.ts).

    /** SOL balance (`getBalance`). */
    async getBalance(parameters: AdapterGetBalanceParameters) {
      const [actions, ctx] = await loadActions()
      return actions.getBalance(ctx, parameters)
    },
    /** SOL and the network's listed SPL tokens (`getTokenAccountsByOwner`). */
    async getTokenBalances(parameters: AdapterGetTokenBalancesParameters) {
      const [actions, ctx] = await loadActions()
      return actions.getTokenBalances(ctx, parameters)
    },
    /** `solana:signMessage` of the UTF-8 text; resolves with the base58 signature. */
    async signMessage(parameters: AdapterSignMessageParameters) {
      const [actions, ctx] = await loadActions()
      return actions.signMessage(ctx, parameters)
    },
    /** A SOL transfer (`value` lamports to `to`) through `solana:signAndSendTransaction`; resolves with the signature. */
    async sendTransaction(parameters: AdapterSendTransactionParameters) {
      const [actions, ctx] = await loadActions()
      return actions.sendTransaction(ctx, parameters)
    },
    /** An SPL `transferChecked` (the receiver's token account made first when missing); resolves with the signature. */
    async transferToken(parameters: AdapterTransferTokenParameters) {
      const [actions, ctx] = await loadActions()
      return actions.transferToken(ctx, parameters)
    },
    /** The network's fee for the transfer's message (`getFeeForMessage`), in lamports. */
    async estimateTransferFee(parameters: AdapterEstimateTransferFeeParameters) {
      const [actions, ctx] = await loadActions()
      return actions.estimateTransferFee(ctx, parameters)
    },
    /** Resolves once the signature is confirmed (`getSignatureStatuses`), reverted when it failed. */
    async waitForTransaction(parameters: AdapterWaitForTransactionParameters) {
      const [actions, ctx] = await loadActions()
      return actions.waitForTransaction(ctx, parameters)
    },
  }
}
