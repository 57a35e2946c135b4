import { type CaipNetwork, createMemoryStorage, createPortico, setSend, NetworkOutsideAdapterError, UserRejectedRequestError } from '@portico/core'
import { startSolanaDevnet, type SolanaDevnet, SOLANA_TEST_CHAIN_NAME, SOLANA_TEST_CHAIN_REFERENCE } from '@portico/solana-devnet'
import { createSolanaTestWallet, type SolanaTestWallet, solanaTestAccounts } from '@portico/test-wallet'
import { address, createSolanaRpc, getBase58Encoder, getPublicKeyFromAddress, verifySignature } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { defineSolanaNetwork } from './networks'
import { solanaAdapter } from './solanaAdapter'

// The adapter through the kit, against the local Solana test chain and the test wallet's Wallet
// Standard wallet (the same one the browser gets), registered in this process.

let chain: SolanaDevnet
let wallet: SolanaTestWallet
let unregister: () => void
const receiver = address('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')

beforeAll(async () => {
  chain = await startSolanaDevnet({ port: 0, fund: await solanaTestAccounts() })
  const made = await createSolanaTestWallet({ chains: [{ chain: 'solana:localnet', rpcUrl: chain.rpcUrl }] })
  wallet = made.controls
  unregister = getWallets().register(made.wallet)
})
afterAll(async () => {
  unregister?.()
  await chain?.stop()
})

function kit(storage = createMemoryStorage()) {
  const local = defineSolanaNetwork({ id: SOLANA_TEST_CHAIN_REFERENCE, name: SOLANA_TEST_CHAIN_NAME, rpcUrl: chain.rpcUrl })
  const solana = solanaAdapter({ networks: [local], storage, tokens: { [local.caipNetworkId]: [{ ...chain.token }] } })
  return { portico: createPortico({ adapters: [solana], storage: createMemoryStorage() }), solana, local, storage }
}

test('lists the registered wallet as a solana connector', () => {
  const { portico } = kit()
  expect(portico.stores.connectors.getState().connectors.filter((c) => c.chainNamespace === 'solana')).toEqual([
    expect.objectContaining({ id: 'solana:Portico Test Wallet', name: 'Portico Test Wallet', type: 'injected', installed: true }),
  ])
})

test('connect, balances, sign a message, send SOL', async () => {
  const { portico, local } = kit()
  await portico.ready
  await portico.connect({ connectorId: 'solana:Portico Test Wallet' })
  expect(portico.getAccount()).toMatchObject({ chainNamespace: 'solana', address: wallet.address, status: 'connected' })
  expect(portico.getAccount().network?.caipNetworkId).toBe(local.caipNetworkId)

  await portico.fetchBalance({ force: true })
  const caipAddress = portico.getAccount().caipAddress!
  // The chain funded the wallet's account with 1000 SOL and 10 000 PUSD (this test runs first).
  expect(portico.stores.balance.get(caipAddress)?.balance).toEqual({ value: 1_000_000_000_000n, decimals: 9, symbol: 'SOL', formatted: '1000' })
  await portico.fetchTokenBalances({ force: true })
  const balances = portico.stores.account.getState().tokenBalances[caipAddress]!.balances
  expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.address])).toEqual([
    ['SOL', '1000', undefined],
    ['PUSD', '10000', `${local.caipNetworkId}:${chain.token.mint}`],
  ])

  const signature = await portico.signMessage({ message: 'Hello from Portico' })
  const key = await getPublicKeyFromAddress(address(wallet.address))
  const bytes = new Uint8Array(getBase58Encoder().encode(signature))
  expect(await verifySignature(key, bytes as never, new TextEncoder().encode('Hello from Portico'))).toBe(true)

  const rpc = createSolanaRpc(chain.rpcUrl)
  const before = (await rpc.getBalance(receiver).send()).value
  const hash = await portico.sendTransaction({ to: receiver, value: 250_000_000n })
  const statuses = await rpc.getSignatureStatuses([hash as never]).send()
  expect(statuses.value[0]?.err).toBeNull()
  expect((await rpc.getBalance(receiver).send()).value - before).toBe(250_000_000n)
  await portico.disconnect()
})

test('sends the SPL token through the send state', async () => {
  const { portico } = kit()
  await portico.ready
  await portico.connect({ connectorId: 'solana:Portico Test Wallet' })
  await portico.fetchTokenBalances({ force: true })
  const caipAddress = portico.getAccount().caipAddress!
  const pusd = portico.stores.account.getState().tokenBalances[caipAddress]!.balances.find((b) => b.symbol === 'PUSD')!
  setSend(portico.stores.account, { token: pusd, sendTokenAmount: '1.5', receiverAddress: receiver })
  expect((await portico.estimateSend())?.fee).toBe(5000n)
  const hash = await portico.sendToken()
  await expect.poll(() => portico.stores.account.getState().pending.find((p) => p.id === hash)?.metadata.status).toBe('confirmed')
  const rpc = createSolanaRpc(chain.rpcUrl)
  const { value } = await rpc.getTokenAccountsByOwner(receiver, { mint: chain.token.mint }, { encoding: 'jsonParsed' }).send()
  expect(value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('1500000')
  await portico.disconnect()
})

test("a rejection comes back as UserRejectedRequestError, and a Solana address rule guards Send", async () => {
  const { portico } = kit()
  await portico.ready
  await portico.connect({ connectorId: 'solana:Portico Test Wallet' })
  wallet.setMode('reject')
  try {
    await expect(portico.signMessage({ message: 'no' })).rejects.toThrow(UserRejectedRequestError)
  } finally {
    wallet.setMode('approve')
  }
  await portico.fetchTokenBalances({ force: true })
  const caipAddress = portico.getAccount().caipAddress!
  const sol = portico.stores.account.getState().tokenBalances[caipAddress]!.balances[0]!
  setSend(portico.stores.account, { token: sol, sendTokenAmount: '0.1', receiverAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
  await expect(portico.sendToken()).rejects.toThrow(/receiver/i)
  await portico.disconnect()
})

test('reconnects silently on the next visit; account changes follow; an EVM network is not its chain', async () => {
  const storage = createMemoryStorage()
  const first = kit(storage)
  await first.portico.ready
  await first.portico.connect({ connectorId: 'solana:Portico Test Wallet' })
  first.portico.destroy()

  const { portico, solana, local } = kit(storage)
  await portico.ready
  expect(portico.getAccount('solana')).toMatchObject({ status: 'connected', address: wallet.address })

  await wallet.setAccount(1)
  try {
    expect(portico.getAccount('solana').address).toBe(wallet.accounts[1])
  } finally {
    await wallet.setAccount(0)
  }
  const ethereum: CaipNetwork = { ...local, id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum' }
  await expect(solana.switchNetwork({ connectorId: 'solana:Portico Test Wallet', network: ethereum })).rejects.toThrow(NetworkOutsideAdapterError)

  await wallet.disconnect()
  expect(portico.getAccount('solana').status).toBe('disconnected')
})
