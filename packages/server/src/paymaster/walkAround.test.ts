import { type Address, type Hex, numberToHex, parseGwei } from 'viem'
import { describe, expect, it } from 'vitest'
import { createProject } from '../projects/projects.ts'
import { json, useTestApp } from '../testing/app.ts'
import { kitSafeFactoryData, kitSafeState, paymasterRequest, sampleUserOperation, testChainReader, testPaymasterAddress, testPaymasterKey } from '../testing/paymaster.ts'
import { getPaymasterPolicy, setPaymasterPolicy } from './policy.ts'
import { kitSafe } from './safeAccount.ts'

const allowed: Address = '0x2222222222222222222222222222222222222222'
const attackerFactory: Address = '0xa77ac0000000000000000000000000000000fac7'
const attackerHandler: Address = '0xa77ac00000000000000000000000000000000bad'

/**
 * Issue 35, finding 3: the paymaster's rules walked around. Each attack here was signed before the fix
 * (the service sponsored any sender and factory, and checked fees only against a flat 10,000 gwei).
 */
describe("the paymaster's account and fee rules (ERC-7677 route)", () => {
  const { app, database } = useTestApp('sqlite')
  const lowBaseFee = parseGwei('0.15')
  const notSafe = '0x' + 'ab'.repeat(32)
  const reader = testChainReader({ baseFee: lowBaseFee, accounts: { [allowed.toLowerCase()]: kitSafeState, '0x00000000000000000000000000000000000c0de1': { codeHash: notSafe as Hex, singleton: '0x0', fallbackHandler: '0x0' } } })
  const server = () => app({ paymaster: { signer: testPaymasterKey, paymasters: { 1: testPaymasterAddress }, chainReader: reader } })
  const setUp = async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p' })
    await setPaymasterPolicy(db, 'p', { enabled: true, chains: [1], targets: [allowed] })
  }
  const ask = async (op: unknown, method = 'pm_getPaymasterData') => {
    const response = await server().request('/v1/paymaster?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(paymasterRequest(method, op)) })
    return json<{ result?: unknown; error?: { code: number; data: { reason: string } } }>(response)
  }
  const reasonOf = async (op: unknown, method?: string) => (await ask(op, method)).error?.data.reason
  const spent = async () => (await getPaymasterPolicy(database.get().db, 'p')).spent

  it("refuses an account made by the attacker's own factory, though its execute names an allowed target", async () => {
    await setUp()
    // The attacker's account ignores execute's arguments: the target list cannot see what it does.
    const op = sampleUserOperation({ sender: '0x00000000000000000000000000000000a77ac4e7', to: allowed, factory: attackerFactory, factoryData: '0x1234' })
    expect(await reasonOf(op)).toBe('paymaster_account_not_allowed')
    expect(await reasonOf(op, 'pm_getPaymasterStubData')).toBe('paymaster_account_not_allowed')
    // A Safe from the Safe's own factory, but not the kit's: another fallback handler (which would run
    // executeUserOp as it likes), another singleton, another module, a payment.
    for (const factoryData of [kitSafeFactoryData({ fallbackHandler: attackerHandler }), kitSafeFactoryData({ singleton: attackerHandler }), kitSafeFactoryData({ modules: [kitSafe.safe4337Module, attackerHandler] }), kitSafeFactoryData({ payment: 1n })]) {
      expect(await reasonOf(sampleUserOperation({ sender: '0x00000000000000000000000000000000a77ac4e8', to: allowed, factory: kitSafe.proxyFactory, factoryData }))).toBe('paymaster_account_not_allowed')
    }
    // A deployed account whose code is not the kit's Safe proxy, or a Safe proxy whose fallback handler was changed.
    expect(await reasonOf(sampleUserOperation({ sender: '0x00000000000000000000000000000000000c0de1', to: allowed }))).toBe('paymaster_account_not_allowed')
    const swapped = testChainReader({ baseFee: lowBaseFee, accounts: { [allowed.toLowerCase()]: { ...kitSafeState, fallbackHandler: attackerHandler } } })
    const response = await app({ paymaster: { signer: testPaymasterKey, paymasters: { 1: testPaymasterAddress }, chainReader: swapped } }).request('/v1/paymaster?projectId=p', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(paymasterRequest('pm_getPaymasterData', sampleUserOperation({ sender: allowed, to: allowed }))),
    })
    expect((await json<{ error?: { data: { reason: string } } }>(response)).error?.data.reason).toBe('paymaster_account_not_allowed')
    expect(await spent()).toBe(0n)
  })

  it("signs the kit's Safe (new and deployed), and what the operator allows by factory and by code hash", async () => {
    await setUp()
    const signed = async (op: unknown) => (await ask(op)).result !== undefined
    expect(await signed(sampleUserOperation({ sender: '0x00000000000000000000000000000000000a5afe', to: allowed, factory: kitSafe.proxyFactory, factoryData: kitSafeFactoryData() }))).toBe(true)
    expect(await signed(sampleUserOperation({ sender: allowed, to: allowed }))).toBe(true)
    const other = sampleUserOperation({ sender: '0x00000000000000000000000000000000a77ac4e9', to: allowed, factory: attackerFactory, factoryData: '0x1234' })
    const deployed = sampleUserOperation({ sender: '0x00000000000000000000000000000000000c0de1', to: allowed })
    await setPaymasterPolicy(database.get().db, 'p', { accountFactories: [attackerFactory], accountCodeHashes: [notSafe.toUpperCase().replace('0X', '0x')] })
    expect(await signed(other)).toBe(true)
    expect(await signed(deployed)).toBe(true)
    // The Safe can be turned off.
    await setPaymasterPolicy(database.get().db, 'p', { safeAccounts: false })
    expect(await reasonOf(sampleUserOperation({ sender: allowed, to: allowed, nonce: 1n }))).toBe('paymaster_account_not_allowed')
  })

  it('refuses fees far over the chain\'s base fee: 40 gwei, all of it priority, where the base fee is 0.15 gwei', async () => {
    await setUp()
    // A bundler the attacker runs (handleOps(ops, beneficiary = attacker)) keeps the priority fee, paid from the deposit.
    const greedy = sampleUserOperation({ sender: allowed, to: allowed, maxFeePerGas: parseGwei('40.15'), maxPriorityFeePerGas: numberToHex(parseGwei('40')) })
    expect(await ask(greedy)).toMatchObject({ error: { code: -32602, data: { reason: 'paymaster_fee_too_high', field: 'maxPriorityFeePerGas' } } })
    // Within the priority cap but far over the base fee (the reservation would be that many times too big).
    expect(await ask({ ...greedy, maxPriorityFeePerGas: numberToHex(parseGwei('1')) })).toMatchObject({ error: { data: { reason: 'paymaster_fee_too_high', field: 'maxFeePerGas' } } })
    expect(await reasonOf({ ...greedy, maxPriorityFeePerGas: numberToHex(parseGwei('1')) }, 'pm_getPaymasterStubData')).toBe('paymaster_fee_too_high')
    expect(await spent()).toBe(0n)
    // The bound: 400 % of the base fee plus the 3 gwei priority cap (3.6 gwei here).
    expect((await ask({ ...greedy, maxFeePerGas: numberToHex(parseGwei('3.6')), maxPriorityFeePerGas: numberToHex(parseGwei('3')) })).result).toBeDefined()
    expect(await reasonOf({ ...greedy, nonce: '0x1', maxFeePerGas: numberToHex(parseGwei('3.6') + 1n), maxPriorityFeePerGas: numberToHex(parseGwei('3')) })).toBe('paymaster_fee_too_high')
    expect(await reasonOf({ ...greedy, nonce: '0x1', maxFeePerGas: numberToHex(parseGwei('3.6')), maxPriorityFeePerGas: numberToHex(parseGwei('3') + 1n) })).toBe('paymaster_fee_too_high')
    // An operator can allow more (a chain whose priority fees are higher).
    await setPaymasterPolicy(database.get().db, 'p', { maxPriorityFeePerGas: parseGwei('40').toString(), accountDailyCap: (10n ** 17n).toString() })
    expect((await ask({ ...greedy, nonce: '0x2' })).result).toBeDefined()
  })

  it("refuses a preVerificationGas far over what the operation's size needs", async () => {
    await setUp()
    // 900,000 is under the flat 1M bound, but a small operation's pre-verification needs under 100,000:
    // the rest is paid to the bundler from the deposit.
    const padded = sampleUserOperation({ sender: allowed, to: allowed, preVerificationGas: numberToHex(900_000n) })
    expect(await ask(padded)).toMatchObject({ error: { data: { reason: 'paymaster_gas_out_of_range', field: 'preVerificationGas' } } })
    expect(await spent()).toBe(0n)
    expect((await ask({ ...padded, preVerificationGas: numberToHex(80_000n) })).result).toBeDefined()
  })

  it('reads nothing from the chain for a project that does not sponsor it', async () => {
    await setUp()
    const counting = testChainReader()
    const instance = app({ paymaster: { signer: testPaymasterKey, paymasters: { 1: testPaymasterAddress }, chainReader: counting } })
    await createProject(database.get().db, { name: 'Off', id: 'off' })
    await instance.request('/v1/paymaster?projectId=off', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(paymasterRequest('pm_getPaymasterData', sampleUserOperation({ sender: allowed }))) })
    expect(counting.reads).toEqual({ baseFee: 0, account: 0 })
  })
})
