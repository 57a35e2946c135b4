import { numberToHex } from 'viem'
import { InvalidParamsError, UnauthorizedError, UnrecognizedChainError, UnsupportedMethodError } from './errors.ts'
import { forwardRpc, type RpcResponse } from './forwardRpc.ts'
import type { RequestLog, RequestLogEntry } from './requestLog.ts'
import { personalSign, sendTransaction, signTypedDataV4, transactionRequest } from './signing.ts'
import { toRpcError } from './toRpcError.ts'
import { currentChain, type WalletContext } from './walletState.ts'

/** What the provider in the page sends over the binding. */
export type PageRequest = { method: string; params: unknown; origin: string }

/** Signing methods a node would answer with its own keys: never forward them. */
const unsupportedMethods = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'personal_ecRecover',
  'personal_unlockAccount',
  'personal_sendTransaction',
])

/**
 * Returns the function behind the page binding: it logs each request, answers it (wallet methods
 * here, everything else by the current chain's RPC) and returns `{ result }` or `{ error }`
 * (a thrown error would lose its code on the way to the page).
 */
export function createRequestHandler(context: WalletContext, log: RequestLog): (request: PageRequest) => Promise<RpcResponse> {
  return async (request) => {
    const method = typeof request?.method === 'string' ? request.method : ''
    const params = request?.params ?? []
    const origin = typeof request?.origin === 'string' ? request.origin : ''
    const entry = log.add({ method, params, origin })
    let answer: RpcResponse
    try {
      answer = await handle(context, { method, params, origin }, entry)
    } catch (error) {
      answer = { error: toRpcError(error) }
    }
    log.finish(entry, answer)
    return answer
  }
}

async function handle(
  context: WalletContext,
  { method, params, origin }: PageRequest,
  entry: RequestLogEntry,
): Promise<RpcResponse> {
  const { state } = context
  const approval = () => context.requestApproval(entry)
  const address = () => context.address(state.accountIndex)
  const assertPermitted = () => {
    if (!state.permitted) throw new UnauthorizedError()
  }
  const grant = async () => {
    const wasPermitted = state.permitted
    state.permitted = true
    state.permittedAt = Date.now()
    if (!wasPermitted) await context.emit('accountsChanged', [address()])
  }
  const permissions = () =>
    state.permitted
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: origin,
            date: state.permittedAt,
            caveats: [{ type: 'restrictReturnedAccounts', value: [address()] }],
          },
        ]
      : []

  switch (method) {
    case 'eth_requestAccounts':
      if (!state.permitted) {
        await approval()
        await grant()
      }
      return { result: [address()] }

    case 'eth_accounts':
      return { result: state.permitted ? [address()] : [] }

    case 'eth_coinbase':
      return { result: state.permitted ? address() : null }

    case 'eth_chainId':
      return { result: numberToHex(state.chainId) }

    case 'net_version':
      return { result: String(state.chainId) }

    case 'wallet_requestPermissions': {
      assertEthAccountsPermission(method, params)
      await approval()
      await grant()
      return { result: permissions() }
    }

    case 'wallet_getPermissions':
      return { result: permissions() }

    case 'wallet_revokePermissions': {
      assertEthAccountsPermission(method, params)
      if (state.permitted) {
        state.permitted = false
        await context.emit('accountsChanged', [])
      }
      return { result: null }
    }

    case 'wallet_switchEthereumChain': {
      const chainId = parseChainId((params as Array<{ chainId?: unknown }>)[0]?.chainId, method)
      if (!state.chains.has(chainId)) throw new UnrecognizedChainError(numberToHex(chainId))
      await switchTo(context, chainId)
      return { result: null }
    }

    case 'wallet_addEthereumChain': {
      const chain = (Array.isArray(params) ? params[0] : undefined) as
        | { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown }
        | undefined
      const chainId = parseChainId(chain?.chainId, method)
      const rpcUrl = Array.isArray(chain?.rpcUrls) ? chain.rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
        throw new InvalidParamsError(`${method}: expected rpcUrls with at least one http(s) URL.`)
      }
      await approval()
      // Like MetaMask, a chain the wallet already knows keeps its own RPC URL.
      if (!state.chains.has(chainId)) {
        state.chains.set(chainId, {
          id: chainId,
          rpcUrl,
          ...(typeof chain?.chainName === 'string' ? { name: chain.chainName } : {}),
        })
      }
      await switchTo(context, chainId)
      return { result: null }
    }

    case 'personal_sign': {
      assertPermitted()
      const account = await context.signer(state.accountIndex, currentChain(state))
      await approval()
      return { result: await personalSign(account, params) }
    }

    case 'eth_signTypedData_v4': {
      assertPermitted()
      const account = await context.signer(state.accountIndex, currentChain(state))
      await approval()
      return { result: await signTypedDataV4(account, params) }
    }

    case 'eth_sendTransaction': {
      assertPermitted()
      const chain = currentChain(state)
      if (!context.smart) {
        const account = context.account(state.accountIndex)
        await approval()
        return { result: await sendTransaction(account, chain, params) }
      }
      // A smart account sends the call as a UserOperation and answers with the transaction that carried it.
      const { to, data, value } = transactionRequest(await context.signer(state.accountIndex, chain), chain, params)
      if (!to) throw new InvalidParamsError('eth_sendTransaction: a smart account cannot deploy a contract ("to" is missing).')
      await approval()
      const sent = await context.smart.accounts.send(state.accountIndex, chain, [{ to, data, value }])
      return { result: (await context.smart.accounts.waitForReceipt(sent)).receipt.transactionHash }
    }

    case 'wallet_getCapabilities':
      if (!context.smart) break
      assertPermitted()
      return { result: context.smart.eip5792.getCapabilities(state.chains.values(), params) }

    case 'wallet_sendCalls': {
      if (!context.smart) break
      assertPermitted()
      const { accounts } = context.smart
      return {
        result: await context.smart.eip5792.sendCalls(params, {
          chains: state.chains,
          from: address(),
          approve: approval,
          send: (chain, calls, paymasterUrl) => accounts.send(state.accountIndex, chain, calls, paymasterUrl),
        }),
      }
    }

    case 'wallet_getCallsStatus':
      if (!context.smart) break
      return { result: await context.smart.eip5792.getCallsStatus(params) }

    case 'wallet_showCallsStatus':
      if (!context.smart) break
      return { result: context.smart.eip5792.showCallsStatus(params) }

  }
  // Everything else (and EIP-5792 on a plain account, which the node refuses) goes to the chain.
  if (method === '') throw new InvalidParamsError('Missing method.')
  if (unsupportedMethods.has(method)) throw new UnsupportedMethodError(method)
  return forwardRpc(currentChain(state).rpcUrl, method, params)
}

async function switchTo(context: WalletContext, chainId: number): Promise<void> {
  if (context.state.chainId === chainId) return
  context.state.chainId = chainId
  await context.emit('chainChanged', numberToHex(chainId))
}

function parseChainId(value: unknown, method: string): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new InvalidParamsError(`${method}: expected a hex chainId, got ${JSON.stringify(value)}.`)
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new InvalidParamsError(`${method}: invalid chainId ${value}.`)
  return chainId
}

function assertEthAccountsPermission(method: string, params: unknown): void {
  const requested = Array.isArray(params) ? params[0] : undefined
  if (!requested || typeof requested !== 'object' || !('eth_accounts' in requested)) {
    throw new InvalidParamsError(`${method}: only the eth_accounts permission is supported.`)
  }
}
