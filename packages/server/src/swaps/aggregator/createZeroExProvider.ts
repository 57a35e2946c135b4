import { type Address, createPublicClient, encodeFunctionData, erc20Abi, getAddress, type Hex, http, isAddress, isHex, type PublicClient } from 'viem'
import type { ChainConfig } from '../../chains/chains.ts'
import { UpstreamUnavailableError } from '../../chains/errors.ts'
import { SwapApprovalRequiredError, SwapNoRouteError, SwapProviderUnavailableError } from '../errors.ts'
import type { SwapProvider, SwapQuote, SwapQuoteRequest, SwapToken } from '../types.ts'
import { minimumReceivedOf } from '../uniswapV2/math.ts'

export type ZeroExProviderParameters = {
  chain: Pick<ChainConfig, 'chainId' | 'rpcUrl' | 'name'>
  /** The operator's API key (sent as `0x-api-key`). */
  apiKey: string
  /** Default `https://api.0x.org`. */
  baseUrl?: string | undefined
  /** The contract the user approves (0x's AllowanceHolder on Cancun chains by default). */
  allowanceHolder?: Address | undefined
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
  client?: Pick<PublicClient, 'readContract'> | undefined
}

/** 0x's placeholder for the native currency. */
const nativeToken: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const defaultAllowanceHolder: Address = '0x0000000000001fF3684f28c67538d4D072C22734'

type PriceAnswer = {
  liquidityAvailable?: boolean
  buyAmount?: string
  fees?: { zeroExFee?: { amount?: string } | null } | null
  route?: { tokens?: { address?: string }[] } | null
  transaction?: { to?: string; data?: string; value?: string; gas?: string | null } | null
}

/**
 * A {@link SwapProvider} on an aggregator: 0x's Swap API v2 (AllowanceHolder), with the operator's
 * key. `price` quotes, `quote` builds (its `transaction` is sent as is, to the AllowanceHolder the
 * user approved). A trade with no liquidity is 400 `swap_no_route` (`details.reason`); a refused key
 * is 503 `swap_provider_unavailable`; any other failure or a malformed answer is 503
 * `upstream_unavailable`. Not a default: pass it with `createApp({ swapProviders: { [chainId]: … } })`.
 */
export function createZeroExProvider(parameters: ZeroExProviderParameters): SwapProvider {
  const { chain, apiKey } = parameters
  const baseUrl = (parameters.baseUrl ?? 'https://api.0x.org').replace(/\/$/, '')
  const spender = parameters.allowanceHolder ?? defaultAllowanceHolder
  const doFetch = parameters.fetch ?? fetch
  const client = parameters.client ?? (createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: parameters.timeoutMs ?? 10_000 }) }) as PublicClient)
  const tokenOf = (token: SwapToken): Address => (token.address === 'native' ? nativeToken : token.address)
  const upstream = (cause: unknown) => new UpstreamUnavailableError({ chainId: chain.chainId, cause })

  async function ask(endpoint: 'price' | 'quote', request: SwapQuoteRequest, taker?: Address): Promise<PriceAnswer> {
    const query = new URLSearchParams({
      chainId: String(chain.chainId),
      sellToken: tokenOf(request.from),
      buyToken: tokenOf(request.to),
      sellAmount: request.amountIn.toString(),
      slippageBps: String(Math.round(request.slippage * 100)),
      ...(taker ? { taker } : {}),
    })
    let response: Response
    try {
      response = await doFetch(`${baseUrl}/swap/allowance-holder/${endpoint}?${query}`, {
        headers: { '0x-api-key': apiKey, '0x-version': 'v2', accept: 'application/json' },
        signal: AbortSignal.timeout(parameters.timeoutMs ?? 10_000),
      })
    } catch (cause) {
      throw upstream(cause)
    }
    if (response.status === 401 || response.status === 403) throw new SwapProviderUnavailableError({ chainId: chain.chainId, name: chain.name })
    let body: unknown
    try {
      body = await response.json()
    } catch (cause) {
      throw upstream(cause)
    }
    if (!response.ok || typeof body !== 'object' || body === null) throw upstream(new Error(`0x answered ${response.status}`))
    return body as PriceAnswer
  }

  async function quoteFrom(answer: PriceAnswer, request: SwapQuoteRequest): Promise<SwapQuote> {
    if (answer.liquidityAvailable === false) {
      throw new SwapNoRouteError(`The aggregator has no liquidity to swap ${request.from.symbol} for ${request.to.symbol}`, { details: { provider: '0x', reason: 'no_liquidity' } })
    }
    if (typeof answer.buyAmount !== 'string' || !/^\d{1,78}$/.test(answer.buyAmount)) throw upstream(new Error('0x answered no buyAmount'))
    const amountOut = BigInt(answer.buyAmount)
    if (amountOut === 0n) throw new SwapNoRouteError(`The amount of ${request.from.symbol} is too small to swap`, { details: { provider: '0x', reason: 'amount_too_small' } })
    const feeAmount = /^\d{1,78}$/.test(answer.fees?.zeroExFee?.amount ?? '') ? BigInt(answer.fees!.zeroExFee!.amount!) : 0n
    const path = (answer.route?.tokens ?? []).flatMap((token) => (token.address && isAddress(token.address) ? [getAddress(token.address)] : []))
    return {
      provider: '0x',
      from: { ...request.from, amount: request.amountIn },
      to: { ...request.to, amount: amountOut },
      path,
      // The API answers no mid price to measure against.
      priceImpact: 0,
      fee: { amount: feeAmount, percent: Number((feeAmount * 1_000_000n) / (amountOut > 0n ? amountOut : 1n)) / 10_000 },
      slippage: request.slippage,
      minimumReceived: minimumReceivedOf(amountOut, request.slippage),
      spender: request.from.address === 'native' ? null : spender,
    }
  }

  async function allowance({ token, owner }: { token: Address; owner: Address }) {
    try {
      return { spender, allowance: await client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }) }
    } catch (cause) {
      throw upstream(cause)
    }
  }

  const approve = (token: Address, owner: Address, amount: bigint) => ({
    from: owner,
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
  })

  return {
    name: '0x',
    quote: async (request) => quoteFrom(await ask('price', request), request),
    allowance,
    buildApprove: async ({ token, owner, amount }) => approve(token, owner, amount),
    async buildSwap(request) {
      const allowed = request.from.address === 'native' ? undefined : await allowance({ token: request.from.address, owner: request.owner })
      const short = allowed !== undefined && allowed.allowance < request.amountIn
      if (short && !request.withApproval) throw new SwapApprovalRequiredError({ spender, allowance: allowed.allowance, amount: request.amountIn })
      const answer = await ask('quote', request, request.owner)
      const quote = await quoteFrom(answer, request)
      const tx = answer.transaction
      if (!tx || !tx.to || !isAddress(tx.to) || !isHex(tx.data) || !/^\d{1,78}$/.test(tx.value ?? '')) throw upstream(new Error('0x answered no transaction'))
      if ((request.recipient ?? request.owner).toLowerCase() !== request.owner.toLowerCase()) {
        throw new SwapNoRouteError('The aggregator pays the swapper only (no other recipient)', { details: { provider: '0x', reason: 'recipient_not_supported' } })
      }
      const transaction = { from: request.owner, to: getAddress(tx.to), data: tx.data as Hex, value: BigInt(tx.value!), gas: tx.gas && /^\d{1,20}$/.test(tx.gas) ? BigInt(tx.gas) : undefined }
      if (short && request.from.address !== 'native') {
        const approval = approve(request.from.address, request.owner, request.amountIn)
        return { transaction: { ...transaction, gas: undefined }, quote, approval }
      }
      return { transaction, quote }
    },
  }
}
