import { type Address, encodeFunctionData, getAddress, type Hex, parseAbi, recoverMessageAddress, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import { maxGasCost, paymasterHash } from '../../paymaster/paymasterData.ts'
import { getPaymasterPolicy, setPaymasterPolicy } from '../../paymaster/policy.ts'
import { parseUserOperation, defaultGasBounds } from '../../paymaster/userOperation.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { paymasterRequest, sampleMaxCost, sampleUserOperation, testPaymasterAddress, testPaymasterKey, testPaymasterSigner, testChainReader } from '../../testing/paymaster.ts'

const origin = 'https://app.example.com'
const allowed: Address = '0x2222222222222222222222222222222222222222'
const other: Address = '0x3333333333333333333333333333333333333333'
type RpcAnswer = { id: unknown; result?: { paymaster: Address; paymasterData: Hex; paymasterVerificationGasLimit: Hex; paymasterPostOpGasLimit: Hex; isFinal?: boolean; sponsor?: { name: string } }; error?: { code: number; message: string; data: { reason: string } } }

describe('POST /v1/paymaster (ERC-7677)', () => {
  const { app, clock, database } = useTestApp('sqlite')
  const server = () => app({ paymaster: { signer: testPaymasterKey, paymasters: { 1: testPaymasterAddress }, chainReader: testChainReader() } })
  const setUp = async (policy: Parameters<typeof setPaymasterPolicy>[2] = {}) => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p', allowedOrigins: [origin] })
    await createProject(db, { name: 'Other', id: 'q', allowedOrigins: [origin] })
    await setPaymasterPolicy(db, 'p', { enabled: true, chains: [1], targets: [allowed], accountDailyCap: '1000000000000000', budget: '1000000000000000000', ...policy })
  }
  const call = async (body: unknown, { projectId = 'p', from = origin, instance = server() } = {}) => {
    const response = await instance.request(`/v1/paymaster?projectId=${projectId}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: from }, body: JSON.stringify(body) })
    return { status: response.status, body: await json<RpcAnswer & { error?: { code: unknown } }>(response) }
  }
  const getData = (op: unknown, options?: Parameters<typeof paymasterRequest>[2]) => call(paymasterRequest('pm_getPaymasterData', op, options))
  const reasonOf = (answer: { body: RpcAnswer }) => answer.body.error?.data.reason
  const spent = async (projectId = 'p') => (await getPaymasterPolicy(database.get().db, projectId)).spent

  it("signs the VerifyingPaymaster v0.7 hash with the server's signer, valid for 10 minutes, and reserves the max gas cost", async () => {
    await setUp()
    const op = sampleUserOperation({ to: allowed })
    const answer = await getData(op)
    expect(answer.status).toBe(200)
    const result = answer.body.result!
    expect(answer.body.id).toBe(1)
    expect(result).toMatchObject({ paymaster: getAddress(testPaymasterAddress), paymasterVerificationGasLimit: '0xea60', paymasterPostOpGasLimit: '0x0', sponsor: { name: 'Shop' } })
    const validUntil = Number(BigInt(slice(result.paymasterData, 0, 32)))
    const validAfter = Number(BigInt(slice(result.paymasterData, 32, 64)))
    expect([validUntil, validAfter]).toEqual([Math.floor(clock.now / 1000) + 600, 0])
    const hash = paymasterHash(parseUserOperation(op, { requireGas: true, bounds: defaultGasBounds }), { chainId: 1, paymaster: getAddress(testPaymasterAddress), validUntil, validAfter })
    expect(await recoverMessageAddress({ message: { raw: hash }, signature: slice(result.paymasterData, 64) })).toBe(testPaymasterSigner.address)
    expect(await spent()).toBe(sampleMaxCost())
  })

  it('answers the stub with the same fields and a stub signature, isFinal false, reserving nothing', async () => {
    await setUp()
    const { callGasLimit: _, verificationGasLimit: __, preVerificationGas: ___, ...beforeEstimation } = sampleUserOperation({ to: allowed })
    const answer = await call(paymasterRequest('pm_getPaymasterStubData', beforeEstimation))
    expect(answer.body.result).toMatchObject({ paymaster: getAddress(testPaymasterAddress), isFinal: false, paymasterVerificationGasLimit: '0xea60' })
    expect(answer.body.result!.paymasterData.length).toBe(2 + 2 * (64 + 65))
    expect(await spent()).toBe(0n)
    // pm_getPaymasterData needs every gas field.
    expect(reasonOf(await getData(beforeEstimation))).toBe('paymaster_invalid_params')
  })

  it("refuses another project's sponsorship: off by default, on another chain, and an unknown project id", async () => {
    await setUp()
    const op = sampleUserOperation({ to: allowed })
    const refused = await getData(op, undefined)
    expect(refused.body.result).toBeDefined()
    const q = await call(paymasterRequest('pm_getPaymasterData', sampleUserOperation({ to: allowed, nonce: 1n })), { projectId: 'q' })
    expect(q.status).toBe(200)
    expect(q.body.error).toMatchObject({ code: -32001, data: { reason: 'paymaster_disabled' } })
    expect(await spent('q')).toBe(0n)
    const unknown = await call(paymasterRequest('pm_getPaymasterData', op), { projectId: 'nope' })
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'project_not_found'])
    await setPaymasterPolicy(database.get().db, 'q', { enabled: true, chains: [10] })
    expect(reasonOf(await call(paymasterRequest('pm_getPaymasterData', sampleUserOperation({ nonce: 2n })), { projectId: 'q' }))).toBe('paymaster_chain_not_sponsored')
  })

  it("refuses over the account's daily cap and over the project's budget, and counts a new UTC day afresh", async () => {
    await setUp({ accountDailyCap: (sampleMaxCost() * 2n).toString(), budget: (sampleMaxCost() * 3n).toString() })
    const alice: Address = '0xa11ce00000000000000000000000000000000000'
    expect((await getData(sampleUserOperation({ sender: alice, to: allowed, nonce: 0n }))).body.result).toBeDefined()
    expect((await getData(sampleUserOperation({ sender: alice, to: allowed, nonce: 1n }))).body.result).toBeDefined()
    const over = await getData(sampleUserOperation({ sender: alice, to: allowed, nonce: 2n }))
    expect(over.body.error).toMatchObject({ code: -32002, data: { reason: 'paymaster_account_cap_reached' } })
    // The stub says so too (before the wallet estimates gas) once the day is used up.
    const stub = await call(paymasterRequest('pm_getPaymasterStubData', sampleUserOperation({ sender: alice, to: allowed, nonce: 2n })))
    expect(reasonOf(stub)).toBe('paymaster_account_cap_reached')
    // Another account still fits once; then the budget is used up for everyone.
    expect((await getData(sampleUserOperation({ to: allowed, nonce: 0n }))).body.result).toBeDefined()
    expect(reasonOf(await getData(sampleUserOperation({ to: allowed, nonce: 1n })))).toBe('paymaster_budget_exhausted')
    expect(reasonOf(await call(paymasterRequest('pm_getPaymasterStubData', sampleUserOperation({ to: allowed, nonce: 1n }))))).toBe('paymaster_budget_exhausted')
    expect(await spent()).toBe(sampleMaxCost() * 3n)
    // The next day alice's cap is free again, the budget is not.
    clock.now += 24 * 60 * 60_000
    expect(reasonOf(await getData(sampleUserOperation({ sender: alice, to: allowed, nonce: 3n })))).toBe('paymaster_budget_exhausted')
    await setPaymasterPolicy(database.get().db, 'p', { resetSpent: true })
    expect((await getData(sampleUserOperation({ sender: alice, to: allowed, nonce: 3n }))).body.result).toBeDefined()
  })

  it('refuses a call to a target not allowed, in execute, in every executeBatch and in a Safe MultiSend batch', async () => {
    await setUp()
    expect(reasonOf(await getData(sampleUserOperation({ to: other })))).toBe('paymaster_target_not_allowed')
    const batch = encodeFunctionData({ abi: parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']), functionName: 'executeBatch', args: [[{ target: allowed, value: 0n, data: '0x' }, { target: other, value: 0n, data: '0x' }]] })
    expect(reasonOf(await getData(sampleUserOperation({ callData: batch })))).toBe('paymaster_target_not_allowed')
    const packed = (to: Address) => `00${to.slice(2)}${'0'.repeat(64)}${'0'.repeat(64)}`
    const multiSend = encodeFunctionData({ abi: parseAbi(['function multiSend(bytes transactions)']), functionName: 'multiSend', args: [`0x${packed(allowed)}${packed(other)}`] })
    const safeAbi = parseAbi(['function executeUserOp(address to, uint256 value, bytes data, uint8 operation)'])
    const safeBatch = encodeFunctionData({ abi: safeAbi, functionName: 'executeUserOp', args: ['0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526', 0n, multiSend, 1] })
    expect(reasonOf(await getData(sampleUserOperation({ callData: safeBatch })))).toBe('paymaster_target_not_allowed')
    // A delegatecall anywhere but MultiSend, or callData it cannot read, has unknown targets.
    const delegate = encodeFunctionData({ abi: safeAbi, functionName: 'executeUserOp', args: [allowed, 0n, '0x', 1] })
    expect(reasonOf(await getData(sampleUserOperation({ callData: delegate })))).toBe('paymaster_calldata_unknown')
    expect(reasonOf(await getData(sampleUserOperation({ callData: '0xdeadbeef' })))).toBe('paymaster_calldata_unknown')
    expect(await spent()).toBe(0n)
    // Allowed targets pass, a Safe batch too.
    const goodBatch = encodeFunctionData({ abi: safeAbi, functionName: 'executeUserOp', args: ['0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526', 0n, encodeFunctionData({ abi: parseAbi(['function multiSend(bytes transactions)']), functionName: 'multiSend', args: [`0x${packed(allowed)}${packed(allowed)}`] }), 1] })
    expect((await getData(sampleUserOperation({ callData: goodBatch }))).body.result).toBeDefined()
  })

  it("never lets a stranger's request block an account's own: the same sender and nonce signed again, from any instance or project, is charged once (its largest max cost), also after the first signature expired unsettled", async () => {
    // Issue 35, findings 5 and 4: this failed before (the second request was refused paymaster_replayed for 10
    // minutes, and after validUntil the row was overwritten with its first charge still counted: spent doubled).
    await setUp()
    await setPaymasterPolicy(database.get().db, 'q', { enabled: true, chains: [1], targets: null })
    const op = sampleUserOperation({ to: allowed, nonce: 7n })
    const dearer = { ...op, maxFeePerGas: '0x77359400' }
    const dearerCost = maxGasCost(parseUserOperation(dearer, { requireGas: true, bounds: defaultGasBounds }))
    expect(dearerCost).toBeGreaterThan(sampleMaxCost())
    // A stranger asks first, through project q and through p: the account's own request still gets its signature.
    expect((await call(paymasterRequest('pm_getPaymasterData', op), { projectId: 'q' })).body.result).toBeDefined()
    expect((await getData(op)).body.result).toBeDefined()
    expect((await getData(op)).body.result).toBeDefined()
    expect(await spent()).toBe(sampleMaxCost())
    // Dearer gas for the same nonce: charged only what it adds (only one operation per nonce can land).
    expect((await call(paymasterRequest('pm_getPaymasterData', dearer), { instance: server() })).body.result).toBeDefined()
    expect(await spent()).toBe(dearerCost)
    expect(await spent('q')).toBe(sampleMaxCost())
    // Every signature expired unsettled; signing again adds nothing: nothing is overwritten, nothing leaks.
    clock.now += 601_000
    expect((await getData(op)).body.result).toBeDefined()
    expect(await spent()).toBe(dearerCost)
    const day = await database.get().db.selectFrom('paymaster_account_days').select('spent').where('project_id', '=', 'p').executeTakeFirstOrThrow()
    expect(BigInt(day.spent)).toBe(dearerCost)
  })

  it('refuses malformed requests and UserOperations as JSON-RPC errors, gas out of range, an unknown chain, another EntryPoint, and never a 500', async () => {
    await setUp()
    const op = sampleUserOperation({ to: allowed })
    const cases: [unknown, number, string][] = [
      [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, -32601, 'paymaster_method_not_found'],
      [[paymasterRequest('pm_getPaymasterData', op)], -32600, 'paymaster_invalid_request'],
      [{ id: 1, method: 'pm_getPaymasterData', params: [] }, -32600, 'paymaster_invalid_request'],
      [{ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params: [op] }, -32602, 'paymaster_invalid_params'],
      [paymasterRequest('pm_getPaymasterData', { ...op, sender: '0x12' }), -32602, 'paymaster_invalid_params'],
      [paymasterRequest('pm_getPaymasterData', { ...op, nonce: '0x' + 'f'.repeat(65) }), -32602, 'paymaster_invalid_params'],
      [paymasterRequest('pm_getPaymasterData', { ...op, callData: 'deadbeef' }), -32602, 'paymaster_invalid_params'],
      [paymasterRequest('pm_getPaymasterData', { ...op, factoryData: '0x1234' }), -32602, 'paymaster_invalid_params'],
      [paymasterRequest('pm_getPaymasterData', null), -32602, 'paymaster_invalid_params'],
      [paymasterRequest('pm_getPaymasterData', { ...op, callGasLimit: '0x' + (defaultGasBounds.callGasLimit + 1n).toString(16) }), -32602, 'paymaster_gas_out_of_range'],
      [paymasterRequest('pm_getPaymasterData', { ...op, maxFeePerGas: '0x' + (defaultGasBounds.maxFeePerGas * 2n).toString(16) }), -32602, 'paymaster_gas_out_of_range'],
      [paymasterRequest('pm_getPaymasterData', { ...op, maxPriorityFeePerGas: '0xffffffffff' }), -32602, 'paymaster_gas_out_of_range'],
      [paymasterRequest('pm_getPaymasterData', op, { chainId: '0x7a69' }), -32602, 'paymaster_unknown_chain'],
      [paymasterRequest('pm_getPaymasterData', op, { chainId: '1' }), -32602, 'paymaster_invalid_params'],
      [paymasterRequest('pm_getPaymasterData', op, { chainId: '0xa' }), -32004, 'paymaster_unavailable'],
      [paymasterRequest('pm_getPaymasterData', op, { entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' }), -32602, 'paymaster_unsupported_entry_point'],
    ]
    for (const [body, code, reason] of cases) {
      const answer = await call(body)
      expect([answer.status, answer.body.error?.code, reasonOf(answer)], JSON.stringify(body).slice(0, 200)).toEqual([200, code, reason])
    }
    expect(await spent()).toBe(0n)
    const notJson = await server().request('/v1/paymaster?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: '{"jsonrpc":' })
    expect([notJson.status, (await json(notJson)).error.code]).toEqual([400, 'bad_request'])
  })

  it('refuses a forged Origin (403), and without a paymaster configured refuses every call as unavailable', async () => {
    await setUp()
    const forged = await call(paymasterRequest('pm_getPaymasterData', sampleUserOperation({ to: allowed })), { from: 'https://evil.example' })
    expect([forged.status, forged.body.error?.code]).toEqual([403, 'origin_not_allowed'])
    const bare = await call(paymasterRequest('pm_getPaymasterData', sampleUserOperation({ to: allowed })), { instance: app() })
    expect(reasonOf(bare)).toBe('paymaster_unavailable')
    expect(await spent()).toBe(0n)
  })

  it('is rate-limited per project and client (429 rate_limited)', async () => {
    await setUp()
    const limited = app({ paymaster: { signer: testPaymasterKey, paymasters: { 1: testPaymasterAddress }, chainReader: testChainReader() }, rateLimits: { paymaster: { limit: 2, windowMs: 60_000 } } })
    const statuses = []
    for (let index = 0; index < 3; index++) statuses.push((await call(paymasterRequest('pm_getPaymasterStubData', sampleUserOperation({ to: allowed })), { instance: limited })).status)
    expect(statuses).toEqual([200, 200, 429])
  })
})
