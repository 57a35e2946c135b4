import {
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SOLANA_TEST_CHAIN_GENESIS_HASH, SOLANA_TEST_CHAIN_ID } from './network'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet'

// The test chain through @solana/kit's own RPC client, as a dapp and a wallet use it.

let chain: SolanaDevnet
let alice: KeyPairSigner
let bob: KeyPairSigner
/** A second funded holder. */
let carol: KeyPairSigner
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnet>>>

beforeAll(async () => {
  alice = await generateKeyPairSigner()
  bob = await generateKeyPairSigner()
  carol = await generateKeyPairSigner()
  chain = await startSolanaDevnet({ port: 0, fund: [alice.address, carol.address] })
  // `devnet()` marks the URL a test cluster's, so the client offers requestAirdrop.
  rpc = createSolanaRpc(devnet(chain.rpcUrl))
})
afterAll(() => chain?.stop())

async function sendFromAlice(instruction: Parameters<typeof appendTransactionMessageInstruction>[0]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(alice, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstruction(instruction, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
}

test('names itself: a stable genesis hash and CAIP-2 id', async () => {
  expect(await rpc.getGenesisHash().send()).toBe(SOLANA_TEST_CHAIN_GENESIS_HASH)
  expect(chain.caipNetworkId).toBe(SOLANA_TEST_CHAIN_ID)
  expect(chain.caipNetworkId).toBe(`solana:${SOLANA_TEST_CHAIN_GENESIS_HASH.slice(0, 32)}`)
})

test('funded accounts hold 1000 SOL and 10 000 PUSD', async () => {
  expect((await rpc.getBalance(alice.address).send()).value).toBe(1_000_000_000_000n)
  const { value } = await rpc.getTokenAccountsByOwner(alice.address, { mint: chain.token.mint }, { encoding: 'jsonParsed' }).send()
  expect(value).toHaveLength(1)
  expect(value[0]!.account.data.parsed.info.tokenAmount).toMatchObject({ amount: '10000000000', decimals: 6, uiAmountString: '10000' })
  expect(chain.token).toMatchObject({ symbol: 'PUSD', decimals: 6 })
})

test('a SOL transfer lands and moves the balances', async () => {
  const signature = await sendFromAlice(getTransferSolInstruction({ source: alice, destination: bob.address, amount: lamports(1_500_000_000n) }))
  const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
  expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  expect((await rpc.getBalance(bob.address).send()).value).toBe(1_500_000_000n)
  // alice paid the amount and the fee of one signature
  expect((await rpc.getBalance(alice.address).send()).value).toBe(1_000_000_000_000n - 1_500_000_000n - 5000n)
})

test('an SPL transfer through the token program', async () => {
  const [source] = await findAssociatedTokenPda({ owner: alice.address, mint: chain.token.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const [destination] = await findAssociatedTokenPda({ owner: carol.address, mint: chain.token.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  await sendFromAlice(getTransferCheckedInstruction({ source, mint: chain.token.mint, destination, authority: alice, amount: 2_500_000n, decimals: 6 }))
  const { value } = await rpc.getTokenAccountsByOwner(carol.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }).send()
  expect(value[0]!.account.data.parsed.info.tokenAmount.amount).toBe('10002500000')
})

test('requestAirdrop credits SOL', async () => {
  const someone = await generateKeyPairSigner()
  const signature = await rpc.requestAirdrop(someone.address, lamports(2_000_000_000n)).send()
  expect(typeof signature).toBe('string')
  expect((await rpc.getBalance(someone.address).send()).value).toBe(2_000_000_000n)
})

test('account info and rent exemption', async () => {
  const { value } = await rpc.getAccountInfo(chain.token.mint, { encoding: 'base64' }).send()
  expect(value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
  expect(value?.space).toBe(82n)
  expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBeGreaterThan(0n)
  expect((await rpc.getAccountInfo(bob.address, { encoding: 'base64' }).send()).value?.lamports).toBe(1_500_000_000n)
})

describe('errors come back as JSON-RPC errors', () => {
  const call = (body: unknown) =>
    fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json())

  test('a transfer beyond the balance: -32002 Transaction simulation failed', async () => {
    const poor = await generateKeyPairSigner()
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(poor, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: poor, destination: bob.address, amount: lamports(1n) }), m),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const answer = await call({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }] })
    expect(answer.error.code).toBe(-32002)
    expect(answer.error.message).toMatch(/^Transaction simulation failed/)
  })

  test.each([
    [{ jsonrpc: '2.0', id: 1, method: 'nope' }, -32601],
    [{ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not an address'] }, -32602],
    [{ jsonrpc: '2.0', id: 1, method: 'getBalance', params: 'x' }, -32602],
    [{ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: ['%%%'] }, -32602],
    [{ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [SOLANA_TEST_CHAIN_GENESIS_HASH, -5] }, -32602],
    [{ jsonrpc: '2.0', id: 1 }, -32600],
  ])('%o → %i', async (body, code) => {
    expect((await call(body)).error.code).toBe(code)
  })

  test('not JSON: -32700', async () => {
    const answer = await fetch(chain.rpcUrl, { method: 'POST', body: '{' }).then((r) => r.json())
    expect(answer.error.code).toBe(-32700)
  })

  test('a batch answers each call', async () => {
    const answers = await call([
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ])
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found: nope' } },
    ])
  })
})

test('a taken port fails with SolanaDevnetError', async () => {
  const port = Number(new URL(chain.rpcUrl).port)
  await expect(startSolanaDevnet({ port })).rejects.toThrow(/Cannot listen on 127\.0\.0\.1:\d+: the port is in use/)
})
