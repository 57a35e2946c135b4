import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base58, createBase58check } from '@scure/base'
import { Address, Signer } from 'bip322-js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'

// Sign in with Solana (ed25519) and with Bitcoin (BIP-322): real keys made here, signing here, the
// server checking the signatures with no RPC.
const origin = 'http://127.0.0.1:5173'
const SOLANA_TEST_CHAIN = 'solana:CE76eoDFmUDwvK8u5jqHEzEFEVnkcpSn'
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

type KeySigner = { address: string; sign(text: string): string }

function solanaKey(seed: number): KeySigner {
  const secret = new Uint8Array(32).fill(seed)
  return {
    address: base58.encode(ed25519.getPublicKey(secret)),
    sign: (text) => base58.encode(ed25519.sign(new TextEncoder().encode(text), secret)),
  }
}

function bitcoinKey(seed: number, type: 'p2wpkh' | 'p2tr', network: 'mainnet' | 'testnet' = 'testnet'): KeySigner {
  const secret = new Uint8Array(32).fill(seed)
  const wif = createBase58check(sha256).encode(new Uint8Array([network === 'mainnet' ? 0x80 : 0xef, ...secret, 0x01]))
  const address = Address.convertPubKeyIntoAddress(Buffer.from(secp256k1.getPublicKey(secret, true)), type)[network]
  return { address, sign: (text) => Signer.sign(wif, address, text).toString() }
}

const namespaces = [
  { name: 'Solana', chainId: SOLANA_TEST_CHAIN, blockchain: 'Solana', alice: solanaKey(1), mallory: solanaKey(2) },
  { name: 'Bitcoin (P2WPKH payment)', chainId: BITCOIN_TESTNET, blockchain: 'Bitcoin', alice: bitcoinKey(3, 'p2wpkh'), mallory: bitcoinKey(4, 'p2wpkh') },
  { name: 'Bitcoin (P2TR ordinal)', chainId: BITCOIN_TESTNET, blockchain: 'Bitcoin', alice: bitcoinKey(5, 'p2tr'), mallory: bitcoinKey(6, 'p2tr') },
]

describe.each(databaseKinds)('sign in with Solana and Bitcoin /v1/siwx (%s)', (kind) => {
  const { app, clock, database } = useTestApp(kind)
  const server = () => app({ chains: [] })
  const post = (path: string, body: unknown) =>
    server().request(`${path}?projectId=p`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const seed = () => createProject(database.get().db, { name: 'P', id: 'p', allowedOrigins: [origin] })
  const getNonce = async (chainId: string, address: string) => {
    const response = await post('/v1/siwx/nonce', { chainId, address })
    expect(response.status).toBe(200)
    return (await json<{ nonce: string }>(response)).nonce
  }
  const message = (blockchain: string, chainId: string, address: string, nonce: string, domain = '127.0.0.1:5173') =>
    [
      `${domain} wants you to sign in with your ${blockchain} account:`,
      address,
      '',
      'Sign in to the Portico demo.',
      '',
      `URI: ${origin}`,
      'Version: 1',
      `Chain ID: ${chainId.split(':')[1]}`,
      `Nonce: ${nonce}`,
      `Issued At: ${new Date(clock.now).toISOString()}`,
      `Expiration Time: ${new Date(clock.now + 3_600_000).toISOString()}`,
    ].join('\n')
  const sessions = async () => (await database.get().db.selectFrom('siwx_sessions').select('id').execute()).length

  describe.each(namespaces)('$name', ({ chainId, blockchain, alice, mallory }) => {
    const fresh = async (signer = alice, domain?: string) => message(blockchain, chainId, signer.address, await getNonce(chainId, signer.address), domain)

    it('signs in: the server checks the signature and stores the session', async () => {
      await seed()
      const text = await fresh()
      const response = await post('/v1/siwx/verify', { message: text, signature: alice.sign(text), transport: 'bearer' })
      expect(response.status).toBe(200)
      const body = await json(response)
      expect(body.session).toMatchObject({ address: alice.address, chainId, domain: '127.0.0.1:5173', message: text })
      const me = await server().request('/v1/siwx/me?projectId=p', { headers: { Authorization: `Bearer ${body.token}`, Origin: origin } })
      expect((await json(me)).session.address).toBe(alice.address)
    })

    it('refuses a forged signature (another key signed), and the nonce is used up', async () => {
      await seed()
      const text = await fresh()
      const forged = await post('/v1/siwx/verify', { message: text, signature: mallory.sign(text) })
      expect(forged.status).toBe(401)
      expect((await json(forged)).error.code).toBe('siwx_invalid_signature')
      const retry = await post('/v1/siwx/verify', { message: text, signature: alice.sign(text) })
      expect((await json(retry)).error.code).toBe('siwx_nonce_used')
      expect(await sessions()).toBe(0)
    })

    it('refuses a signature of another text, and garbage', async () => {
      await seed()
      const text = await fresh()
      const other = await post('/v1/siwx/verify', { message: text, signature: alice.sign(text.replace('Sign in', 'Sign on')) })
      expect((await json(other)).error.code).toBe('siwx_invalid_signature')
      const text2 = await fresh()
      const garbage = await post('/v1/siwx/verify', { message: text2, signature: 'not-a-signature!' })
      expect(garbage.status).toBe(401)
      expect((await json(garbage)).error.code).toBe('siwx_invalid_signature')
      expect(await sessions()).toBe(0)
    })

    it('refuses a replay', async () => {
      await seed()
      const text = await fresh()
      expect((await post('/v1/siwx/verify', { message: text, signature: alice.sign(text) })).status).toBe(200)
      const replay = await post('/v1/siwx/verify', { message: text, signature: alice.sign(text) })
      expect(replay.status).toBe(400)
      expect((await json(replay)).error.code).toBe('siwx_nonce_used')
      expect(await sessions()).toBe(1)
    })

    it('refuses another domain, and a nonce issued for another account', async () => {
      await seed()
      const text = await fresh(alice, 'evil.example')
      const wrongDomain = await post('/v1/siwx/verify', { message: text, signature: alice.sign(text) })
      expect((await json(wrongDomain)).error.code).toBe('siwx_domain_mismatch')
      const stolen = message(blockchain, chainId, mallory.address, await getNonce(chainId, alice.address))
      const response = await post('/v1/siwx/verify', { message: stolen, signature: mallory.sign(stolen) })
      expect((await json(response)).error.code).toBe('siwx_address_mismatch')
      expect(await sessions()).toBe(0)
    })

    it('refuses an expired message', async () => {
      await seed()
      const text = await fresh()
      clock.now += 3_600_001
      const response = await post('/v1/siwx/verify', { message: text, signature: alice.sign(text) })
      expect((await json(response)).error.code).toMatch(/^siwx_(nonce|message)_expired$/)
    })
  })

  it('binds a nonce to a Solana address with its case (base58 addresses differ by case alone)', async () => {
    await seed()
    const alice = solanaKey(11)
    const swapped = [...alice.address].map((char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase())).join('')
    const nonce = await getNonce(SOLANA_TEST_CHAIN, swapped)
    const row = await database.get().db.selectFrom('siwx_nonces').select('address').where('nonce', '=', nonce).executeTakeFirstOrThrow()
    expect(row.address).toBe(swapped)
    const text = message('Solana', SOLANA_TEST_CHAIN, alice.address, nonce)
    const response = await post('/v1/siwx/verify', { message: text, signature: alice.sign(text) })
    expect((await json(response)).error.code).toBe('siwx_address_mismatch')
  })

  it('refuses a Bitcoin mainnet address in a testnet message, and malformed chain references', async () => {
    await seed()
    const mainnet = bitcoinKey(7, 'p2wpkh', 'mainnet')
    const text = message('Bitcoin', BITCOIN_TESTNET, mainnet.address, await getNonce(BITCOIN_TESTNET, mainnet.address))
    const response = await post('/v1/siwx/verify', { message: text, signature: mainnet.sign(text) })
    expect((await json(response)).error.code).toBe('siwx_invalid_message')
    for (const chainId of ['solana:mainnet', 'bip122:XYZ', 'polkadot:91b171bb158e2d3848fa23a9f1c25182']) {
      const nonce = await post('/v1/siwx/nonce', { chainId })
      expect((await json(nonce)).error.code).toBe('siwx_chain_not_supported')
    }
  })

  it('hostile Solana and Bitcoin messages and signatures: a typed 4xx, or (signed by the account, still well-formed) a session for exactly that text', async () => {
    await seed()
    const solana = solanaKey(9)
    const bitcoinPayment = bitcoinKey(10, 'p2wpkh')
    let signedIn = 0
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom({ signer: solana, chainId: SOLANA_TEST_CHAIN, blockchain: 'Solana' }, { signer: bitcoinPayment, chainId: BITCOIN_TESTNET, blockchain: 'Bitcoin' }),
        fc.nat({ max: 10 }),
        fc.string({ maxLength: 80 }),
        fc.oneof(fc.constant('sign'), fc.string({ maxLength: 120 }), fc.base64String({ maxLength: 200 })),
        async ({ signer, chainId, blockchain }, line, replacement, signatureKind) => {
          const lines = message(blockchain, chainId, signer.address, await getNonce(chainId, signer.address)).split('\n')
          lines[line] = replacement
          const text = lines.join('\n')
          const signature = signatureKind === 'sign' ? signer.sign(text) : signatureKind
          const response = await post('/v1/siwx/verify', { message: text, signature })
          const body = await json(response)
          if (response.status === 200) {
            expect(signatureKind).toBe('sign')
            expect(body.session).toMatchObject({ message: text, address: signer.address, chainId })
            signedIn++
          } else {
            expect([400, 401]).toContain(response.status)
            expect(body.error.code).toMatch(/^(siwx_|bad_request)/)
          }
        },
      ),
      { numRuns: 60 },
    )
    expect(await sessions()).toBe(signedIn)
  })
})
