import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  namehash,
  parseAbi,
  type PublicClient,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AnvilInstance,
  deployEns,
  deployOffchainResolver,
  type DevnetEns,
  type EnsArtifacts,
  loadEnsArtifacts,
  resolveAnvilBinary,
  setEnsName,
  spawnAnvil,
  testMnemonic,
} from '@portico/devnet'
import type { CreateAppOptions } from '../http/createApp.ts'
import { json, testClockStart, useTestApp } from '../testing/app.ts'
import { databaseKinds } from '../testing/databases.ts'
import type { EnsGatewayConfig } from './ensGatewayConfig.ts'
import { gatewayCallData, testEnsGateway } from './testing.ts'
import { defaultChains } from '../chains/chains.ts'
import { createProject } from '../projects/projects.ts'

const alice: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const avatar = 'https://images.example/alice.png'
const bob: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const carol: Address = getAddress('0x90f79bf6eb2c4f870365e96eacc5c36f1f0def7e')
const bobAvatar = 'https://images.example/bob.png'
const otherKey: Hex = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'

describe('the ENS gateway, through the ENS contracts on a chain-id-1 devnet', () => {
  let anvil: AnvilInstance
  let ens: DevnetEns
  let artifacts: EnsArtifacts
  let client: PublicClient

  beforeAll(async () => {
    anvil = await spawnAnvil({ binary: resolveAnvilBinary(), chainId: 1, host: '127.0.0.1', port: 0, mnemonic: testMnemonic, silent: true })
    artifacts = loadEnsArtifacts()
    ens = await deployEns({ rpcUrl: anvil.rpcUrl, artifacts })
    client = createPublicClient({ chain: mainnet, transport: http(anvil.rpcUrl, { retryCount: 0 }) }) as PublicClient
    await setEnsName({ rpcUrl: anvil.rpcUrl, ens, artifacts, name: 'bob.eth', address: bob, texts: { avatar: bobAvatar } })
    // An avatar the server does not pass on (not https: it would have to fetch or trust it).
    await setEnsName({ rpcUrl: anvil.rpcUrl, ens, artifacts, name: 'carol.eth', address: carol, texts: { avatar: 'eip155:1/erc721:0x06012c8cf97bead5deae237070f9587f8e7a266d/771769' } })
  }, 60_000)
  afterAll(() => anvil?.stop())

  describe.each(databaseKinds)('%s', (kind) => {
    const { app, database } = useTestApp(kind)
    let server: ReturnType<typeof createAdaptorServer>
    let gateway: EnsGatewayConfig
    // What the served app is built with (a test swaps the signer or the clock).
    let served: Partial<CreateAppOptions> = {}
    let gatewayHits = 0

    beforeAll(async () => {
      server = createAdaptorServer({ fetch: (request: Request) => (gatewayHits++, app(served).fetch(request)) })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as AddressInfo
      const resolverAddress = await deployOffchainResolver({
        rpcUrl: anvil.rpcUrl,
        ens,
        artifacts,
        parentName: 'portico.eth',
        gatewayUrl: `http://127.0.0.1:${port}/v1/ens/gateway/{sender}/{data}.json`,
        signers: [privateKeyToAccount(testEnsGateway.signerKey).address],
      })
      gateway = { ...testEnsGateway, resolverAddress }
    }, 60_000)
    afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())))

    const serve = (options: Partial<CreateAppOptions> = {}) => {
      served = { ensGateway: gateway, now: () => Date.now(), ...options }
    }
    const seed = () =>
      database
        .get()
        .db.insertInto('names')
        .values({
          name: 'alice',
          coin_type: 60,
          address: alice,
          address_key: alice.toLowerCase(),
          chain_id: 'eip155:1',
          project_id: 'p',
          message: 'm',
          signature: '0x',
          nonce: 'n1',
          created_at: testClockStart,
          avatar,
        })
        .execute()

    it("resolves a Portico name as <name>.<parent> with viem's getEnsAddress (ENSIP-10 wildcard, CCIP-Read, the resolver checks the signature)", async () => {
      serve()
      await seed()
      expect(await client.getEnsAddress({ name: 'alice.portico.eth' })).toBe(alice)
      expect(await client.getEnsAddress({ name: 'alice.portico.eth', coinType: 60n })).toBe(alice.toLowerCase())
      expect(await client.getEnsText({ name: 'alice.portico.eth', key: 'avatar' })).toBe(avatar)
      expect(await client.getEnsAddress({ name: 'nobody.portico.eth' })).toBeNull()
    })

    it('makes a Portico name a primary name that reverse resolution accepts (the forward check goes through the gateway)', async () => {
      serve()
      await seed()
      await client.request({ method: 'anvil_impersonateAccount' as 'eth_chainId', params: [alice] as never })
      const wallet = createWalletClient({ account: alice, chain: mainnet, transport: http(anvil.rpcUrl, { retryCount: 0 }) })
      const hash = await wallet.writeContract({ address: ens.reverseRegistrar, abi: parseAbi(['function setName(string) returns (bytes32)']), functionName: 'setName', args: ['alice.portico.eth'] })
      expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success')
      expect(await client.getEnsName({ address: alice })).toBe('alice.portico.eth')
      // Once the name is gone from the server, the forward check fails and there is no primary name.
      await database.get().db.deleteFrom('names').execute()
      expect(await client.getEnsName({ address: alice })).toBeNull()
    })

    it('an answer signed by a key the resolver does not trust, or expired, resolves nothing', async () => {
      await seed()
      serve({ ensGateway: { ...gateway, signerKey: otherKey } })
      await expect(client.getEnsAddress({ name: 'alice.portico.eth', strict: true })).rejects.toThrow(/ResolverError/)
      expect(await client.getEnsAddress({ name: 'alice.portico.eth' })).toBeNull()
      serve({ now: () => Date.now() - 3_600_000 })
      expect(await client.getEnsAddress({ name: 'alice.portico.eth' })).toBeNull()
    })

    it("reads ENS in the name service: an account's primary name and https avatar first, a .eth name and a Portico <name>.<parent> looked up", async () => {
      await seed()
      await createProject(database.get().db, { name: 'P', id: 'p' })
      const chain = { ...defaultChains.find((candidate) => candidate.chainId === 1)!, rpcUrl: anvil.rpcUrl }
      const names = app({ chains: [chain], ensNames: true, ensGateway: gateway, now: () => Date.now() })
      const get = async (path: string) => {
        const response = await names.request(`${path}&projectId=p`)
        return { status: response.status, body: await json(response) }
      }
      expect(await get(`/v1/names/reverse?address=${bob}`)).toEqual({
        status: 200,
        body: { names: [{ name: 'bob.eth', coinType: 60, address: bob, chainId: 'eip155:1', avatar: bobAvatar }] },
      })
      expect((await get(`/v1/names/reverse?address=${carol}&coinType=60`)).body).toEqual({ names: [{ name: 'carol.eth', coinType: 60, address: carol, chainId: 'eip155:1' }] })
      // alice's primary name is alice.portico.eth (set above), whose forward check needs a gateway: the server follows
      // no resolver's gateway URL (it would fetch whatever a resolver names), so it shows her Portico name alone.
      serve()
      gatewayHits = 0
      expect((await get(`/v1/names/reverse?address=${alice}`)).body.names.map((record: { name: string }) => record.name)).toEqual(['alice'])
      expect(gatewayHits).toBe(0)
      // A reverse lookup for another coin type does not ask ENS.
      expect((await get(`/v1/names/reverse?address=${bob}&coinType=501`)).body).toEqual({ names: [] })

      expect((await get('/v1/names/lookup?name=BOB.eth')).body).toEqual({ name: { name: 'bob.eth', coinType: 60, address: bob, chainId: 'eip155:1', avatar: bobAvatar } })
      expect((await get('/v1/names/lookup?name=alice.portico.eth')).body.name).toMatchObject({ name: 'alice.portico.eth', address: alice, avatar })
      expect(await get('/v1/names/lookup?name=nobody.eth')).toMatchObject({ status: 404, body: { error: { code: 'name_not_found' } } })
      expect(await get('/v1/names/lookup?name=nobody.portico.eth')).toMatchObject({ status: 404, body: { error: { code: 'name_not_found' } } })
      expect(await get('/v1/names/lookup?name=bad..eth')).toMatchObject({ status: 400, body: { error: { code: 'name_invalid' } } })
      // Without ENS reading, a dotted name is nobody's.
      const plain = app({ chains: [chain] })
      expect((await plain.request('/v1/names/lookup?name=bob.eth&projectId=p')).status).toBe(404)
    })

    it('answers hostile requests with a typed 400 (and 404 without a gateway)', async () => {
      const server = app({ ensGateway: gateway, now: () => Date.now() })
      const good = gatewayCallData('alice.portico.eth')
      const ask = (sender: string, data: string) => server.request(`/v1/ens/gateway/${sender}/${data}.json`)
      const refusal = async (response: Response | Promise<Response>) => {
        const answer = await response
        return { status: answer.status, ...(await json(answer)).error }
      }
      const resolveCall = (name: Hex, inner: Hex) =>
        encodeFunctionData({ abi: parseAbi(['function resolve(bytes, bytes)']), functionName: 'resolve', args: [name, inner] })
      const inner = (signature: string, args: readonly unknown[]) =>
        encodeFunctionData({ abi: parseAbi([signature]), args } as unknown as Parameters<typeof encodeFunctionData>[0])

      expect((await ask(gateway.resolverAddress, good)).status).toBe(200)
      const cases: [string, Response | Promise<Response>, RegExp][] = [
        ['another sender', ask(testEnsGateway.resolverAddress, good), /only for its own resolver/],
        ['a sender that is no address', ask('0x1234', good), /not an address/],
        ['data that is not hex', ask(gateway.resolverAddress, '0xzz'), /not hex/],
        ['data that is not resolve()', ask(gateway.resolverAddress, '0x12345678'), /resolve\(bytes,bytes\)/],
        ['a name outside the parent', ask(gateway.resolverAddress, gatewayCallData('alice.other.eth')), /<name>\.portico\.eth only/],
        ['a name two levels down', ask(gateway.resolverAddress, gatewayCallData('a.alice.portico.eth')), /<name>\.portico\.eth only/],
        ['a name in upper case', ask(gateway.resolverAddress, gatewayCallData('ALICE.portico.eth')), /lowercase/],
        ['a name cut short', ask(gateway.resolverAddress, resolveCall('0x05616c696365', inner('function addr(bytes32)', [namehash('alice.portico.eth')]))), /cut short|zero byte/],
        ['another name’s node', ask(gateway.resolverAddress, resolveCall(toHex(packetToBytes('alice.portico.eth')), inner('function addr(bytes32)', [namehash('bob.portico.eth')]))), /node differs/],
        ['a record it does not serve', ask(gateway.resolverAddress, resolveCall(toHex(packetToBytes('alice.portico.eth')), inner('function pubkey(bytes32)', [namehash('alice.portico.eth')]))), /addr, text and contenthash/],
        ['data too long', ask(gateway.resolverAddress, `0x${'00'.repeat(3000)}`), /longer than/],
        ['a body without data', server.request('/v1/ens/gateway', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sender: gateway.resolverAddress }) }), /data/],
      ]
      for (const [what, response, message] of cases) {
        const answer = await refusal(response)
        expect({ what, status: answer.status, code: answer.code }).toEqual({ what, status: 400, code: 'bad_request' })
        expect(answer.message).toMatch(message)
      }
      expect(await refusal(app({}).request(`/v1/ens/gateway/${gateway.resolverAddress}/${good}`))).toMatchObject({ status: 404, code: 'not_found' })
    })
  })
})
