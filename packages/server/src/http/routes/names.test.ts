import { formatNameRegistrationMessage, type NameRegistrationFields } from '@portico/core/internal'
import { type Address, getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { useTestDevnet } from '../../testing/devnet.ts'
import { loadErc1271Artifact } from '../../testing/loadErc1271Artifact.ts'

// Anvil's first two test keys.
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const bob = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

describe.each(databaseKinds)('the name service (%s)', (kind) => {
  const { app, clock, database } = useTestApp(kind)
  let nonce = 0
  const fields = (overrides: Partial<NameRegistrationFields> = {}): NameRegistrationFields => ({
    name: 'alice',
    address: alice.address,
    coinType: 60,
    chainId: 'eip155:1',
    projectId: 'p',
    issuedAt: new Date(clock.now).toISOString(),
    nonce: `nonce${String(++nonce).padStart(12, '0')}`,
    ...overrides,
  })
  const setup = () => createProject(database.get().db, { name: 'P', id: 'p' })
  // No chain is served: EOA signatures are checked by recovery alone.
  const server = () => app({ chains: [] })
  const register = async (body: Record<string, unknown>, projectId = 'p') =>
    server().request(`/v1/names/register?projectId=${projectId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const signed = async (signer = alice, overrides: Partial<NameRegistrationFields> = {}) => {
    const message = formatNameRegistrationMessage(fields({ address: signer.address, ...overrides }))
    return { coinType: 60, address: signer.address, message, signature: await signer.signMessage({ message }) }
  }
  const get = (path: string) => server().request(`${path}&projectId=p`)
  const error = async (response: Response | Promise<Response>) => {
    const answer = await response
    return { status: answer.status, ...(await json(answer)).error }
  }

  it('registers a name signed by the account; lookup and reverse lookup find it', async () => {
    await setup()
    const response = await register(await signed())
    expect(response.status).toBe(201)
    const record = { name: 'alice', coinType: 60, address: alice.address, chainId: 'eip155:1', registeredAt: new Date(clock.now).toISOString() }
    expect(await json(response)).toEqual({ name: record })

    expect(await json(await get('/v1/names/lookup?name=alice'))).toEqual({ name: record })
    expect(await json(await get('/v1/names/lookup?name=ALICE'))).toEqual({ name: record })
    expect(await json(await get(`/v1/names/reverse?address=${alice.address.toLowerCase()}`))).toEqual({ names: [record] })
    expect(await json(await get(`/v1/names/reverse?address=${alice.address}&coinType=60`))).toEqual({ names: [record] })
    expect(await json(await get(`/v1/names/reverse?address=${bob.address}`))).toEqual({ names: [] })
    expect(await error(get('/v1/names/lookup?name=nobody'))).toMatchObject({ status: 404, code: 'name_not_found' })
    expect(await error(get('/v1/names/lookup?name=al'))).toMatchObject({ status: 400, code: 'name_invalid' })
  })

  it('keeps the avatar URL the signed message carries, and answers it with the name; refuses one that is not an http(s) URL', async () => {
    await setup()
    const avatar = 'https://images.example/alice.png'
    const response = await register(await signed(alice, { avatar }))
    expect(response.status).toBe(201)
    expect((await json(response)).name).toMatchObject({ name: 'alice', avatar })
    expect((await json(await get('/v1/names/lookup?name=alice'))).name.avatar).toBe(avatar)
    expect((await json(await get(`/v1/names/reverse?address=${alice.address}`))).names[0].avatar).toBe(avatar)
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'https://user:pw@images.example/a.png'])
      expect(await error(register(await signed(bob, { name: 'bobby', avatar: bad })))).toMatchObject({ status: 400, code: 'name_invalid_message' })
  })

  it('suggests free names close to a taken one', async () => {
    await setup()
    expect(await json(await get('/v1/names/suggestions?name=alice'))).toEqual({
      name: 'alice',
      available: true,
      suggestions: ['alice1', 'alice2', 'alice3', 'alice-1', 'alice-2'],
    })
    expect((await register(await signed())).status).toBe(201)
    expect((await register(await signed(bob, { name: 'alice1' }))).status).toBe(201)
    expect(await json(await get('/v1/names/suggestions?name=Alice'))).toEqual({
      name: 'alice',
      available: false,
      suggestions: ['alice2', 'alice3', 'alice-1', 'alice-2', 'alicex'],
    })
    // Not a valid name itself: the suggestions are.
    expect(await json(await get('/v1/names/suggestions?name=al'))).toMatchObject({ name: 'al', available: false, suggestions: ['al-1', 'al-2', 'al-x', 'al-dev', 'al-eth'] })
    expect(await error(get('/v1/names/suggestions?name=%F0%9F%A6%8A'))).toMatchObject({ status: 400, code: 'name_invalid' })
  })

  it('refuses a taken name (with suggestions) and a second name for the same account', async () => {
    await setup()
    expect((await register(await signed())).status).toBe(201)
    expect(await error(register(await signed(bob)))).toMatchObject({ status: 409, code: 'name_taken', details: { suggestions: ['alice1', 'alice2', 'alice3', 'alice-1', 'alice-2'] } })
    expect(await error(register(await signed(alice, { name: 'alice-two' })))).toMatchObject({ status: 409, code: 'name_account_has_name', details: { name: 'alice' } })
  })

  it('gives a name to one of two accounts registering it at once', async () => {
    await setup()
    const statuses = (await Promise.all([register(await signed(alice, { name: 'race' })), register(await signed(bob, { name: 'race' }))])).map((r) => r.status)
    expect(statuses.sort()).toEqual([201, 409])
  })

  it('refuses a replayed registration message', async () => {
    await setup()
    const body = await signed()
    expect((await register(body)).status).toBe(201)
    expect(await error(register(body))).toMatchObject({ status: 400, code: 'name_nonce_used' })
  })

  it('refuses messages older than 5 minutes, or from the future', async () => {
    await setup()
    const old = await signed(alice, { issuedAt: new Date(clock.now - 5 * 60_000 - 1).toISOString() })
    expect(await error(register(old))).toMatchObject({ status: 400, code: 'name_message_expired' })
    const ahead = await signed(alice, { issuedAt: new Date(clock.now + 61_000).toISOString() })
    expect(await error(register(ahead))).toMatchObject({ status: 400, code: 'name_invalid_message' })
    expect((await register(await signed(alice, { issuedAt: new Date(clock.now - 4 * 60_000).toISOString() }))).status).toBe(201)
  })

  it('refuses forged signatures', async () => {
    await setup()
    // Bob signs a registration for Alice's account.
    const message = formatNameRegistrationMessage(fields())
    const forged = { coinType: 60, address: alice.address, message, signature: await bob.signMessage({ message }) }
    expect(await error(register(forged))).toMatchObject({ status: 401, code: 'name_invalid_signature' })
    expect(await error(register({ ...forged, signature: 'not hex' }))).toMatchObject({ status: 401, code: 'name_invalid_signature' })
    expect(await error(register({ ...forged, signature: `0x${'00'.repeat(65)}` }))).toMatchObject({ status: 401, code: 'name_invalid_signature' })
    // A real signature of another text.
    expect(await error(register({ ...forged, signature: await alice.signMessage({ message: `${message} ` }) }))).toMatchObject({ status: 401 })
    expect(await json(await get('/v1/names/lookup?name=alice'))).toMatchObject({ error: { code: 'name_not_found' } })
  })

  it('refuses messages that do not match the request', async () => {
    await setup()
    await createProject(database.get().db, { name: 'Q', id: 'q' })
    const body = await signed()
    expect(await error(register(body, 'q'))).toMatchObject({ status: 400, code: 'name_invalid_message', message: 'The message is for another project' })
    expect(await error(register({ ...body, address: bob.address }))).toMatchObject({ status: 400, code: 'name_invalid_message' })
    expect(await error(register({ ...body, coinType: 0 }))).toMatchObject({ status: 400, code: 'name_invalid_message' })
    expect(await error(register({ ...body, message: `${body.message}\nExtra: 1` }))).toMatchObject({ status: 400, code: 'name_invalid_message' })
    expect(await error(register(await signed(alice, { chainId: 'solana:1' })))).toMatchObject({ status: 400, code: 'name_invalid_message' })
    expect(await error(register(await signed(alice, { issuedAt: 'yesterday' })))).toMatchObject({ status: 400, code: 'name_invalid_message' })
    expect(await error(register({ ...body, coinType: '60' }))).toMatchObject({ status: 400, code: 'bad_request' })
  })

  it.each([
    ['abc', 'too_short'],
    ['Alice', 'characters'],
    ['al_ice', 'characters'],
    ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'address'],
  ])('refuses the name %j (%s)', async (name, problem) => {
    await setup()
    expect(await error(register(await signed(alice, { name })))).toMatchObject({ status: 400, code: 'name_invalid', details: { problem } })
  })
})

describe.each(databaseKinds)('names for smart accounts (%s)', (kind) => {
  const devnet = useTestDevnet()
  const { app, clock, database } = useTestApp(kind)

  it('registers a name for an ERC-1271 account (checked on its chain), signed by its owner', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const { account } = loadErc1271Artifact()
    const wallet = devnet.wallet(devnet.accounts()[0]!)
    const hash = await wallet.deployContract({ abi: account.abi, bytecode: account.bytecode, args: [alice.address] })
    const smartAccount = getAddress((await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })).contractAddress!) as Address
    const server = app({ chains: [devnet.chain()] })
    const register = async (signer: typeof alice, nonce: string) => {
      const message = formatNameRegistrationMessage({
        name: 'smart-one',
        address: smartAccount,
        coinType: 60,
        chainId: 'eip155:31337',
        projectId: 'p',
        issuedAt: new Date(clock.now).toISOString(),
        nonce,
      })
      const body = { coinType: 60, address: smartAccount, message, signature: await signer.signMessage({ message }) }
      return server.request('/v1/names/register?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    }
    // Signed by someone who does not own it: the contract says no.
    expect((await json(await register(bob, 'aaaaaaaaaaaaaaaa'))).error.code).toBe('name_invalid_signature')
    const response = await register(alice, 'bbbbbbbbbbbbbbbb')
    expect(response.status).toBe(201)
    expect((await json(response)).name).toMatchObject({ name: 'smart-one', address: smartAccount, chainId: 'eip155:31337' })
  })
})
