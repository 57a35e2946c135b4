import { type Address, encodeFunctionData, getAddress, erc20Abi, maxUint256, parseAbi, parseEther } from 'viem'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { SIMULATE_MAX_CALLS } from '@portico/core/contract'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { useTestDevnet } from '../../testing/devnet.ts'
import { loadDrainerArtifact } from '../../testing/loadDrainerArtifact.ts'
import { permit2Batch, permit2Single } from '../../testing/permit2TypedData.ts'
import { parseScamList, type ScamList } from '../../simulate/scamList.ts'

const routerAbi = parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])'])
const drainerAbi = parseAbi(['function drain(address token, address victim)'])

// One devnet for the file (nothing here is sent but the drainer's deployment); each database runs every case.
const devnet = useTestDevnet()
let drainer: Address | undefined
const deployDrainer = async () => {
  if (drainer) return drainer
  const [deployer] = devnet.accounts()
  const wallet = devnet.wallet(deployer!)
  const { abi, bytecode } = loadDrainerArtifact()
  const hash = await wallet.deployContract({ abi, bytecode, account: deployer! })
  drainer = getAddress((await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })).contractAddress!)
  return drainer
}

describe.each(databaseKinds)('POST /v1/simulate (%s)', (kind) => {
  const { app, database } = useTestApp(kind)
  const simulate = async (body: unknown, options: { scamList?: ScamList } = {}) => {
    await createProject(database.get().db, { name: 'P', id: 'p' }).catch(() => undefined)
    const response = await app({ chains: [devnet.chain()], ...options }).request('/v1/simulate?projectId=p', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await json(response) }
  }
  const victim = () => devnet.accounts()[3]!

  it('shows a 0.01 ETH send as −0.01 ETH', async () => {
    const { status, body } = await simulate({ chainId: 'eip155:31337', from: victim(), calls: [{ to: devnet.accounts()[4], value: parseEther('0.01').toString() }] })
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'success', approvals: [], truncated: false })
    expect(body.assets).toEqual([{ kind: 'native', symbol: 'ETH', decimals: 18, amount: '-10000000000000000', formatted: '-0.01', usd: -30 }])
    expect(body.warnings).toEqual([])
  })

  it('warns of an approval to an account with no code, and of a spender on the scam list, as dangers', async () => {
    const drainerAddress = await deployDrainer()
    const pusd = devnet.tokens().find((token) => token.symbol === 'PUSD')!
    const toPerson = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [devnet.accounts()[5]!, 1n] })
    const person = await simulate({ chainId: 31337, from: victim(), calls: [{ to: pusd.address, data: toPerson }] })
    expect(person.body.warnings).toEqual([{ kind: 'spender_not_contract', severity: 'danger', address: devnet.accounts()[5], token: pusd.address }])
    const toDrainer = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [drainerAddress, 1n] })
    const listed = await simulate({ chainId: 31337, from: victim(), calls: [{ to: pusd.address, data: toDrainer }] }, { scamList: parseScamList([drainerAddress.toLowerCase()]) })
    expect(listed.body.warnings).toContainEqual({ kind: 'scam_address', severity: 'danger', address: drainerAddress })
  })

  it('shows a swap as ETH out and PUSD in', async () => {
    const { amm, tokens } = devnet.get().chains[0]!
    const pusd = tokens.find((token) => token.symbol === 'PUSD')!
    const data = encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [1n, [amm.weth, pusd.address], victim(), 2n ** 40n] })
    const { body } = await simulate({ chainId: 31337, from: victim(), calls: [{ to: amm.router, data, value: '0x2386f26fc10000' }] })
    expect(body.status).toBe('success')
    const [ethOut, pusdIn] = body.assets
    expect(ethOut).toMatchObject({ kind: 'native', amount: '-10000000000000000' })
    expect(pusdIn).toMatchObject({ kind: 'erc20', token: pusd.address, symbol: 'PUSD', decimals: 6, listed: true })
    expect(BigInt(pusdIn.amount)).toBeGreaterThan(0n)
    expect(body.assets).toHaveLength(2)
    // The router's call in words (its ERC-7730 descriptor): ETH out from the value, PUSD in.
    expect(body.decoded[0]).toMatchObject({ intent: 'Swap', owner: 'Uniswap v2 router' })
    expect(body.decoded[0].fields.slice(0, 2)).toEqual([
      { label: 'You pay', value: '0.01 ETH' },
      { label: 'You get at least', value: '0.000001 PUSD' },
    ])
  })

  it('shows an unlimited approval to the drainer as unlimited', async () => {
    const drainerAddress = await deployDrainer()
    const pusd = devnet.tokens().find((token) => token.symbol === 'PUSD')!
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [drainerAddress, maxUint256] })
    const { body } = await simulate({ chainId: 31337, from: victim(), calls: [{ to: pusd.address, data: approve }] })
    expect(body.approvals).toEqual([
      { kind: 'erc20', token: pusd.address, symbol: 'PUSD', decimals: 6, spender: drainerAddress, amount: maxUint256.toString(), formatted: null, unlimited: true },
    ])
    expect(body.decoded).toEqual([
      {
        intent: 'Allow spending of a token',
        owner: 'ERC-20 token',
        fields: [
          { label: 'Spender', value: drainerAddress },
          { label: 'Up to', value: 'Unlimited PUSD' },
        ],
      },
    ])
  })

  it('reads a Permit2 signature in words and warns of a spender with no code (a danger), not of the drainer contract', async () => {
    const drainerAddress = await deployDrainer()
    const pusd = devnet.tokens().find((token) => token.symbol === 'PUSD')!
    const permit = (spender: Address) => permit2Single({ token: pusd.address, spender })
    const ask = async (typedData: unknown) => {
      await createProject(database.get().db, { name: 'P', id: 'p' }).catch(() => undefined)
      const response = await app({ chains: [devnet.chain()] }).request('/v1/simulate?projectId=p', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ chainId: 'eip155:31337', from: victim(), typedData }),
      })
      return { status: response.status, body: await json(response) }
    }
    const person = devnet.accounts()[5]!
    const toPerson = await ask(permit(person))
    expect(toPerson.status).toBe(200)
    expect(toPerson.body.status).toBe('message')
    expect(toPerson.body.decoded).toEqual({
      intent: 'Allow spending of a token through Permit2',
      owner: 'Permit2 (Uniswap)',
      fields: [
        { label: 'Spender', value: person },
        { label: 'Up to', value: 'Unlimited PUSD' },
        { label: 'Allowance ends', value: 'No end' },
        { label: 'Signature valid until', value: '2027-01-15 08:00 UTC' },
      ],
    })
    expect(toPerson.body.warnings).toEqual([{ kind: 'spender_not_contract', severity: 'danger', address: person, token: pusd.address }])
    // A batch of two allowances for the person: each token read with its own amount, the same danger.
    const ptk = devnet.tokens().find((token) => token.symbol === 'PTK')!
    const batch = await ask(permit2Batch({ spender: person, tokens: [{ token: pusd.address }, { token: ptk.address, amount: '5000000000000000000' }] }))
    expect(batch.body.decoded.fields.slice(0, 3)).toEqual([
      { label: 'Spender', value: person },
      { label: 'Up to 1', value: 'Unlimited PUSD' },
      { label: 'Up to 2', value: '5 PTK' },
    ])
    expect(batch.body.warnings).toEqual([{ kind: 'spender_not_contract', severity: 'danger', address: person, token: pusd.address }])
    const toDrainer = await ask(permit(drainerAddress))
    expect(toDrainer.body.warnings.map((warning: { kind: string }) => warning.kind)).not.toContain('spender_not_contract')
    const unknown = await ask({ types: { Mail: [{ name: 'a', type: 'string' }] }, primaryType: 'Mail', domain: {}, message: { a: 'hi' } })
    expect(unknown.body).toEqual({ chainId: 'eip155:31337', status: 'message', decoded: null, warnings: [] })
    const malformed = await ask({ primaryType: 'PermitSingle', types: [], message: 1 })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error).toMatchObject({ code: 'bad_request', details: { reason: 'malformed' } })
    // Types that are not lists of { name, type } strings (the fuzz suite found a 500 there).
    const badTypes = await ask({ ...permit(person), types: { PermitDetails: [null], PermitSingle: [{ name: 'spender', type: 1 }] } })
    expect(badTypes.body.error).toMatchObject({ code: 'bad_request', details: { reason: 'malformed' } })
    let deep: unknown = {}
    for (let depth = 0; depth < 12; depth++) deep = { a: deep }
    const tooDeep = await ask({ ...permit(person), message: deep })
    expect(tooDeep.body.error).toMatchObject({ code: 'bad_request', details: { reason: 'too_deep' } })
    const huge = await ask({ ...permit(person), padding: 'x'.repeat(20_000) })
    expect(huge.body.error).toMatchObject({ code: 'bad_request', details: { reason: 'too_large' } })
  })

  it('says a reverting call reverts, and why', async () => {
    const drainerAddress = await deployDrainer()
    const pusd = devnet.tokens().find((token) => token.symbol === 'PUSD')!
    const data = encodeFunctionData({ abi: drainerAbi, functionName: 'drain', args: [pusd.address, victim()] })
    const { status, body } = await simulate({ chainId: 31337, from: devnet.accounts()[4], calls: [{ to: drainerAddress, data }] })
    expect(status).toBe(200)
    expect(body).toEqual({ chainId: 'eip155:31337', status: 'reverted', revert: { callIndex: 0, reason: 'nothing to drain' }, warnings: [], decoded: [null] })
  })

  it('answers a node without eth_simulateV1 with 503 and the calls in words all the same', async () => {
    // A node that knows no method at all.
    const node = createServer((_, response) => response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'the method eth_simulateV1 does not exist' } })))
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    try {
      await createProject(database.get().db, { name: 'P', id: 'p' }).catch(() => undefined)
      const chain = { ...devnet.chain(), rpcUrl: `http://127.0.0.1:${(node.address() as AddressInfo).port}` }
      const token = devnet.tokens().find((candidate) => candidate.symbol === 'PUSD')!
      const response = await app({ chains: [chain] }).request('/v1/simulate?projectId=p', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ chainId: 31337, from: victim(), calls: [{ to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [devnet.accounts()[5]!, maxUint256] }) }] }),
      })
      expect(response.status).toBe(503)
      const { error } = await json(response)
      expect(error.code).toBe('simulation_unavailable')
      expect(error.details).toEqual({
        reason: 'not_supported',
        decoded: [{ intent: 'Allow spending of a token', owner: 'ERC-20 token', fields: [{ label: 'Spender', value: devnet.accounts()[5] }, { label: 'Up to', value: 'Unlimited PUSD' }] }],
      })
    } finally {
      node.close()
    }
  })

  it('refuses a page the project does not allow', async () => {
    await createProject(database.get().db, { name: 'Q', id: 'q', allowedOrigins: ['https://app.example'] })
    const response = await app({ chains: [devnet.chain()] }).request('/v1/simulate?projectId=q', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ chainId: 31337, from: victim(), calls: [{ to: victim() }] }),
    })
    expect(response.status).toBe(403)
    expect((await json(response)).error.code).toBe('origin_not_allowed')
  })

  it('refuses a batch over the limit and oversized calldata with a typed 400', async () => {
    const call = { to: devnet.accounts()[4], value: '1' }
    const tooMany = await simulate({ chainId: 31337, from: victim(), calls: Array.from({ length: SIMULATE_MAX_CALLS + 1 }, () => call) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error.code).toBe('bad_request')
    const huge = await simulate({ chainId: 31337, from: victim(), calls: [{ to: devnet.accounts()[4], data: `0x${'ab'.repeat(40_000)}` }] })
    expect([400, 413]).toContain(huge.status)
  })
})
