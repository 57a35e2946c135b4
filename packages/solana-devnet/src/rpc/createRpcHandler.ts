import {
  type Address,
  assertIsAddress,
  getTransactionDecoder,
  lamports,
  type Signature,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'
import { rpcErrorCodes, SolanaRpcError } from '../errors'
import { decodeBytes, toBase58, toBase64, u64 } from './encoding'

/** Fee per signature the front reports (a validator's default). */
const LAMPORTS_PER_SIGNATURE = 5000
/** How many blocks a blockhash stays valid for, as the validator says (150). */
const BLOCKHASH_VALIDITY = 150n

export type RpcHandlerOptions = {
  svm: LiteSVM
  /** The chain's genesis hash (base58), for `getGenesisHash`. */
  genesisHash: string
}

type Params = readonly unknown[]
type Handler = (params: Params) => unknown

/**
 * The Solana JSON-RPC methods @solana/kit and wallets need, answered from a LiteSVM: every
 * transaction is processed at once, so each one lands in its own slot and is `finalized` at once.
 * Unknown methods answer -32601.
 */
export function createRpcHandler({ svm, genesisHash }: RpcHandlerOptions) {
  /** Statuses of the transactions sent through this front, by signature. */
  const statuses = new Map<string, { slot: bigint; err: unknown }>()
  const context = () => ({ slot: u64(svm.getClock().slot), apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })
  const address = (value: unknown): Address => {
    try {
      assertIsAddress(value as string)
      return value as Address
    } catch {
      throw new SolanaRpcError(rpcErrorCodes.invalidParams, `Invalid param: ${JSON.stringify(value)} is not a valid address`)
    }
  }
  const config = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})
  /** A processed transaction moves the chain one slot on, like a validator's next block. */
  const nextSlot = () => svm.warpToSlot(svm.getClock().slot + 1n)

  function encodeAccount(addr: Address, encoding: unknown) {
    const account = svm.getAccount(addr)
    if (!account.exists) return null
    const base = {
      executable: account.executable,
      lamports: u64(account.lamports),
      owner: account.programAddress,
      rentEpoch: 0,
      space: u64(account.data.length),
    }
    if (encoding === 'jsonParsed' && account.programAddress === TOKEN_PROGRAM_ADDRESS && account.data.length === 165) {
      return { ...base, data: parsedTokenAccount(account.data) }
    }
    return { ...base, data: [toBase64(new Uint8Array(account.data)), 'base64'] }
  }

  function parsedTokenAccount(data: Uint8Array) {
    const token = getTokenDecoder().decode(data)
    const mint = svm.getAccount(token.mint)
    const decimals = mint.exists ? getMintDecoder().decode(new Uint8Array(mint.data)).decimals : 0
    const amount = token.amount.toString()
    const uiAmountString = formatUnits(token.amount, decimals)
    return {
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: token.mint,
          owner: token.owner,
          state: 'initialized',
          tokenAmount: { amount, decimals, uiAmount: Number(uiAmountString), uiAmountString },
        },
      },
    }
  }

  function send(bytes: Uint8Array): string {
    let transaction
    try {
      transaction = getTransactionDecoder().decode(bytes)
    } catch {
      throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'failed to deserialize transaction')
    }
    const signature = Object.values(transaction.signatures)[0]
    if (!signature) throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'transaction has no signature')
    const id = toBase58(new Uint8Array(signature))
    const result = svm.sendTransaction(transaction)
    if (result instanceof FailedTransactionMetadata) {
      throw new SolanaRpcError(rpcErrorCodes.sendTransactionPreflightFailure, `Transaction simulation failed: ${String(result.toString())}`, {
        err: result.err(),
        logs: result.meta().logs(),
      })
    }
    statuses.set(id, { slot: svm.getClock().slot, err: null })
    nextSlot()
    return id
  }

  const methods: Record<string, Handler> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => genesisHash,
    getSlot: () => u64(svm.getClock().slot),
    getBlockHeight: () => u64(svm.getClock().slot),
    getEpochInfo: () => {
      const { slot, epoch } = svm.getClock()
      return { absoluteSlot: u64(slot), blockHeight: u64(slot), epoch: u64(epoch), slotIndex: 0, slotsInEpoch: 432000, transactionCount: statuses.size }
    },
    getLatestBlockhash: () =>
      withContext({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: u64(svm.getClock().slot + BLOCKHASH_VALIDITY) }),
    isBlockhashValid: ([blockhash]) => withContext(blockhash === svm.latestBlockhash()),
    getBalance: ([addr]) => withContext(u64(svm.getBalance(address(addr)) ?? 0n)),
    getAccountInfo: ([addr, options]) => withContext(encodeAccount(address(addr), config(options).encoding)),
    getMultipleAccounts: ([addrs, options]) => {
      if (!Array.isArray(addrs)) throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid params: expected an array of addresses')
      return withContext(addrs.map((addr) => encodeAccount(address(addr), config(options).encoding)))
    },
    getMinimumBalanceForRentExemption: ([size]) => {
      if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) {
        throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid params: expected a data length')
      }
      return u64(svm.minimumBalanceForRentExemption(BigInt(size)))
    },
    getFeeForMessage: () => withContext(LAMPORTS_PER_SIGNATURE),
    getTokenAccountsByOwner: ([owner, filter, options]) => {
      const ownerAddress = address(owner)
      const { mint, programId } = config(filter)
      if (mint === undefined && programId === undefined) {
        throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid params: expected { mint } or { programId }')
      }
      if (programId !== undefined && programId !== TOKEN_PROGRAM_ADDRESS) return withContext([])
      const mintAddress = mint === undefined ? undefined : address(mint)
      const accounts = svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => {
        if (account.data.length !== 165) return false
        const token = getTokenDecoder().decode(new Uint8Array(account.data))
        return token.owner === ownerAddress && (mintAddress === undefined || token.mint === mintAddress)
      })
      return withContext(accounts.map((account) => ({ pubkey: account.address, account: encodeAccount(account.address, config(options).encoding) })))
    },
    requestAirdrop: ([addr, amount]) => {
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
        throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid params: expected an amount of lamports')
      }
      const result = svm.airdrop(address(addr), lamports(BigInt(amount)))
      if (!result || result instanceof FailedTransactionMetadata) {
        throw new SolanaRpcError(rpcErrorCodes.internalError, `airdrop failed${result ? `: ${result.toString()}` : ''}`)
      }
      const id = toBase58(result.signature())
      statuses.set(id, { slot: svm.getClock().slot, err: null })
      nextSlot()
      return id
    },
    sendTransaction: ([encoded, options]) => send(decodeBytes(encoded, config(options).encoding)),
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid params: expected an array of signatures')
      return withContext(
        signatures.map((signature) => {
          const status = statuses.get(String(signature as Signature))
          if (!status) return null
          const confirmations = null
          return { slot: u64(status.slot), confirmations, err: status.err, status: { Ok: null }, confirmationStatus: 'finalized' }
        }),
      )
    },
  }

  /** Answers one JSON-RPC call's params; throws SolanaRpcError for a client mistake. */
  return function handle(method: string, params: unknown): unknown {
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!handler) throw new SolanaRpcError(rpcErrorCodes.methodNotFound, `Method not found: ${method}`)
    if (params !== undefined && !Array.isArray(params)) throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid params: expected an array')
    return handler((params ?? []) as Params)
  }
}

function formatUnits(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
