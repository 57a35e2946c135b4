// The solana adapter's lazy module: everything that needs @solana/kit (RPC, transactions).
import type {
  AdapterEstimateTransferFeeParameters,
  AdapterGetBalanceParameters,
  AdapterGetTokenBalancesParameters,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  AdapterTokenBalance,
  AdapterTransferTokenParameters,
  AdapterWaitForTransactionParameters,
  Balance,
  CaipNetwork,
  TransactionOutcome,
} from '@portico/core'
import { ConnectorNotConnectedError } from '@portico/core'
import { toDecimalString } from '@portico/core/internal'
import {
  address as toAddress,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchMint,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import { toWalletStandardChain } from './networks'
import type { SolanaContext, SolanaRpc } from './solanaContext'
import { features } from './walletStandard'

/** How often a sent transaction's status is asked for. */
const STATUS_POLL_MS = 500
/** How long a transaction may take to be confirmed before waiting stops (a blockhash expires after ~60 s). */
const CONFIRM_TIMEOUT_MS = 90_000

const SOL_DECIMALS = 9

/** The adapter's RPC client of a network, made on first use (kept in the adapter's context, never global). */
function rpcOf(ctx: SolanaContext, network: CaipNetwork): SolanaRpc {
  let client = ctx.rpcClients.get(network)
  if (!client) {
    client = createSolanaRpc(network.rpcUrls.default.http[0]!)
    ctx.rpcClients.set(network, client)
  }
  return client
}

export async function getBalance(ctx: SolanaContext, { address, network }: AdapterGetBalanceParameters): Promise<Balance> {
  const { value } = await rpcOf(ctx, network).getBalance(toAddress(address)).send()
  return { value, decimals: SOL_DECIMALS, symbol: network.nativeCurrency.symbol, formatted: toDecimalString(value, SOL_DECIMALS) }
}

export async function getTokenBalances(ctx: SolanaContext, { address, network }: AdapterGetTokenBalancesParameters): Promise<AdapterTokenBalance[]> {
  const owner = toAddress(address)
  const rpc = rpcOf(ctx, network)
  const tokens = ctx.tokens[network.caipNetworkId] ?? []
  const [sol, ...held] = await Promise.all([
    rpc.getBalance(owner).send(),
    ...tokens.map((token) => rpc.getTokenAccountsByOwner(owner, { mint: toAddress(token.mint) }, { encoding: 'jsonParsed' }).send()),
  ])
  return [
    { name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol, decimals: SOL_DECIMALS, value: sol.value },
    ...tokens.map((token, index) => ({
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      token: token.mint,
      iconUrl: token.iconUrl,
      value: held[index]!.value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n),
    })),
  ]
}

/** The wallet's account for an address (ConnectorNotConnectedError when the wallet no longer has it). */
function accountOf(ctx: SolanaContext, connectorId: string, address: string) {
  const wallet = ctx.wallet(connectorId)
  const account = wallet.accounts.find((candidate) => candidate.address === address)
  if (!account) throw new ConnectorNotConnectedError({ connectorId, chainNamespace: 'solana' })
  return { wallet, account }
}

export async function signMessage(ctx: SolanaContext, { connectorId, address, message }: AdapterSignMessageParameters): Promise<string> {
  const { wallet, account } = accountOf(ctx, connectorId, address)
  const feature = (wallet.features as Partial<SolanaSignMessageFeature>)[features.signMessage]
  if (!feature) throw new Error(`${wallet.name} cannot sign messages (no ${features.signMessage})`)
  const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
  return getBase58Decoder().decode(output!.signature)
}

/** Builds an unsigned transaction paid by `payer` and asks the wallet to sign and send it. */
async function signAndSend(ctx: SolanaContext, connectorId: string, payer: string, network: CaipNetwork, instructions: Instruction[]): Promise<string> {
  const { wallet, account } = accountOf(ctx, connectorId, payer)
  const feature = (wallet.features as Partial<SolanaSignAndSendTransactionFeature>)[features.signAndSendTransaction]
  if (!feature) throw new Error(`${wallet.name} cannot send transactions (no ${features.signAndSendTransaction})`)
  const bytes = await buildTransaction(ctx, network, payer, instructions)
  const [output] = await feature.signAndSendTransaction({ account: account as WalletAccount, transaction: bytes, chain: toWalletStandardChain(network) })
  return getBase58Decoder().decode(output!.signature)
}

async function buildTransaction(ctx: SolanaContext, network: CaipNetwork, payer: string, instructions: Instruction[]) {
  const { value: blockhash } = await rpcOf(ctx, network).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(createNoopSigner(toAddress(payer)), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

function solTransfer(from: string, to: string, value: bigint): Instruction[] {
  return [getTransferSolInstruction({ source: createNoopSigner(toAddress(from)), destination: toAddress(to), amount: lamports(value) })]
}

async function tokenTransfer(ctx: SolanaContext, network: CaipNetwork, from: string, to: string, mint: string, amount: bigint): Promise<Instruction[]> {
  const owner = createNoopSigner(toAddress(from))
  const mintAddress = toAddress(mint)
  const { data } = await fetchMint(rpcOf(ctx, network), mintAddress)
  const [source] = await findAssociatedTokenPda({ owner: owner.address, mint: mintAddress, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const [destination] = await findAssociatedTokenPda({ owner: toAddress(to), mint: mintAddress, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return [
    getCreateAssociatedTokenIdempotentInstruction({ payer: owner, ata: destination, owner: toAddress(to), mint: mintAddress }),
    getTransferCheckedInstruction({ source, mint: mintAddress, destination, authority: owner, amount, decimals: data.decimals }),
  ]
}

export function sendTransaction(ctx: SolanaContext, { connectorId, address, network, to, value = 0n }: AdapterSendTransactionParameters): Promise<string> {
  return signAndSend(ctx, connectorId, address, network, solTransfer(address, to, value))
}

export async function transferToken(ctx: SolanaContext, { connectorId, address, network, token, to, amount }: AdapterTransferTokenParameters): Promise<string> {
  return signAndSend(ctx, connectorId, address, network, await tokenTransfer(ctx, network, address, to, token, amount))
}

export async function estimateTransferFee(ctx: SolanaContext, { address, network, to, value = 0n, token, amount }: AdapterEstimateTransferFeeParameters): Promise<bigint> {
  const instructions = token ? await tokenTransfer(ctx, network, address, to, token, amount ?? 0n) : solTransfer(address, to, value)
  const bytes = await buildTransaction(ctx, network, address, instructions)
  // The wire transaction is the signature slots, then the message: the fee is the message's.
  const messageBytes = bytes.subarray(1 + 64 * bytes[0]!)
  const { value: fee } = await rpcOf(ctx, network).getFeeForMessage(getBase64Decoder().decode(messageBytes) as TransactionMessageBytesBase64).send()
  return fee ?? 0n
}

export async function waitForTransaction(ctx: SolanaContext, { hash, network }: AdapterWaitForTransactionParameters): Promise<TransactionOutcome> {
  const rpc = rpcOf(ctx, network)
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([hash as Signature]).send()
    const status = value[0]
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized' || status.err)) {
      return { status: status.err ? 'reverted' : 'success', blockNumber: status.slot }
    }
    if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not confirmed within ${CONFIRM_TIMEOUT_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
}

