import { AdapterMethodNotSupportedError, createMemoryStorage, createPortico, UserRejectedRequestError } from '@portico/core'
import * as ecc from '@bitcoinerlab/secp256k1'
import { type BitcoinTestWallet, createBitcoinTestWallet } from '@portico/test-wallet'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { address as btcAddress, initEccLib, networks, Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter'
import { bitcoinSignet, bitcoinTestnet, defineBitcoinNetwork } from './networks'

// The adapter through the kit, with the test wallet's Bitcoin Wallet Standard wallet (the same one
// the browser gets) registered in this process: real keys, BIP-322 checked by bip322-js, PSBTs by
// bitcoinjs-lib.

initEccLib(ecc)
let wallet: BitcoinTestWallet
let unregister: () => void
const CONNECTOR = 'bip122:Bitcoin Test Wallet'
const signet = defineBitcoinNetwork({ id: String(bitcoinSignet.id), name: 'Bitcoin Signet', testnet: true })

beforeAll(() => {
  const made = createBitcoinTestWallet({ name: 'Bitcoin Test Wallet', accountIndex: 1 })
  wallet = made.controls
  unregister = getWallets().register(made.wallet)
})
afterAll(() => unregister?.())

function kit(storage = createMemoryStorage()) {
  const btc = bitcoinAdapter({ networks: [signet, bitcoinTestnet], storage })
  return { portico: createPortico({ adapters: [btc], storage: createMemoryStorage() }), btc, storage }
}

/** A PSBT spending two made-up outputs, one of each address of the account, to a third address. */
function unsignedPsbt(account: BitcoinTestWallet['account']) {
  const psbt = new Psbt({ network: networks.testnet })
  const script = (address: string) => btcAddress.toOutputScript(address, networks.testnet)
  psbt.addInput({ hash: 'aa'.repeat(32), index: 0, witnessUtxo: { script: script(account.payment.address), value: 50_000 } })
  psbt.addInput({
    hash: 'bb'.repeat(32),
    index: 1,
    witnessUtxo: { script: script(account.ordinal.address), value: 546 },
    tapInternalKey: Buffer.from(account.ordinal.publicKey, 'hex'),
  })
  psbt.addOutput({ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', value: 49_000 })
  return psbt
}

describe('bitcoinAdapter', () => {
  test('lists the registered wallet as a bip122 connector', () => {
    const { portico } = kit()
    expect(portico.stores.connectors.getState().connectors.filter((c) => c.chainNamespace === 'bip122')).toEqual([
      expect.objectContaining({ id: CONNECTOR, name: 'Bitcoin Test Wallet', type: 'injected', installed: true }),
    ])
  })

  test('connect: the payment address is the account (default type payment), both accounts with the spec fields', async () => {
    const { portico, btc } = kit()
    await portico.ready
    await portico.connect({ connectorId: CONNECTOR })
    expect(portico.getAccount()).toMatchObject({ chainNamespace: 'bip122', address: wallet.account.payment.address, status: 'connected' })
    expect(portico.getAccount().network?.caipNetworkId).toBe(signet.caipNetworkId)
    expect(wallet.account.payment.address).toMatch(/^tb1q/)
    expect(btc.getAccounts()).toEqual([
      { address: wallet.account.payment.address, type: 'payment', publicKey: wallet.account.payment.publicKey, path: undefined, namespace: 'bip122' },
      { address: wallet.account.ordinal.address, type: 'ordinal', publicKey: wallet.account.ordinal.publicKey, path: undefined, namespace: 'bip122' },
    ])
    await portico.disconnect()
  })

  test('an ordinal-first app: accountType ordinal makes the taproot address the account', async () => {
    const btc = bitcoinAdapter({ networks: [signet], accountType: 'ordinal', storage: createMemoryStorage() })
    const portico = createPortico({ adapters: [btc], storage: createMemoryStorage() })
    await portico.ready
    await portico.connect({ connectorId: CONNECTOR })
    expect(portico.getAccount().address).toBe(wallet.account.ordinal.address)
    await portico.disconnect()
  })

  test('signMessage: a BIP-322 signature of the payment address, verified by bip322-js; another text does not verify', async () => {
    const { portico } = kit()
    await portico.ready
    await portico.connect({ connectorId: CONNECTOR })
    const signature = await portico.signMessage({ message: 'Hello from Portico' })
    expect(Verifier.verifySignature(wallet.account.payment.address, 'Hello from Portico', signature, true)).toBe(true)
    expect(Verifier.verifySignature(wallet.account.payment.address, 'Hello from Portico!', signature, true)).toBe(false)
    await portico.disconnect()
  })

  test('signPsbt: the wallet signs the payment (ECDSA) and ordinal (Schnorr) inputs; bitcoinjs-lib validates and finalizes them', async () => {
    const { portico, btc } = kit()
    await portico.ready
    await portico.connect({ connectorId: CONNECTOR })
    const psbt = unsignedPsbt(wallet.account)
    const { psbt: signed } = await btc.signPsbt({
      psbt: psbt.toBase64(),
      signInputs: { [wallet.account.payment.address]: [0], [wallet.account.ordinal.address]: [1] },
    })
    const result = Psbt.fromBase64(signed, { network: networks.testnet })
    const validator = (pubkey: Buffer, hash: Buffer, signature: Buffer) =>
      signature.length === 64 && pubkey.length === 32 ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature)
    expect(result.validateSignaturesOfInput(0, validator)).toBe(true)
    expect(result.validateSignaturesOfInput(1, validator)).toBe(true)
    result.finalizeAllInputs()
    expect(result.extractTransaction().ins).toHaveLength(2)
    const request = wallet.requests.find((entry) => entry.method === 'bitcoin:signTransaction')!
    expect((request.params as { chain: string }).chain).toBe('bitcoin:testnet')
    await portico.disconnect()
  })

  test('a refused signature is the kit’s UserRejectedRequestError; send is not the modal’s on bip122', async () => {
    const { portico } = kit()
    await portico.ready
    await portico.connect({ connectorId: CONNECTOR })
    wallet.setMode('reject')
    try {
      await expect(portico.signMessage({ message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    } finally {
      wallet.setMode('approve')
    }
    await expect(portico.sendTransaction({ to: wallet.account.ordinal.address, value: 1000n })).rejects.toBeInstanceOf(AdapterMethodNotSupportedError)
    await portico.disconnect()
  })

  test('account change in the wallet moves the kit’s account; reconnect on the next visit without a prompt', async () => {
    const storage = createMemoryStorage()
    const first = kit(storage)
    await first.portico.ready
    await first.portico.connect({ connectorId: CONNECTOR })
    await wallet.setAccount(2)
    try {
      expect(first.portico.getAccount().address).toBe(wallet.account.payment.address)
      const connects = wallet.requests.filter((entry) => entry.method === 'bitcoin:connect').length
      const second = kit(storage)
      await second.portico.ready
      expect(second.portico.getAccount()).toMatchObject({ status: 'connected', address: wallet.account.payment.address })
      expect(wallet.requests.filter((entry) => entry.method === 'bitcoin:connect')).toHaveLength(connects)
    } finally {
      await first.portico.disconnect()
      await wallet.setAccount(1)
    }
  })

  test('a sats-connect-style wallet: getAccounts, BIP-322 signMessage and signPsbt through its provider', async () => {
    const calls: { method: string; params: unknown }[] = []
    const { controls, wallet: standard } = createBitcoinTestWallet({ name: 'Sats Test', accountIndex: 3 })
    // A wallet that speaks only sats-connect's request API, backed by the test wallet's keys.
    const call = async (method: string, params: Record<string, unknown>) => {
      calls.push({ method, params })
      const features = standard.features as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
      if (method === 'getAccounts') {
        const { accounts } = (await features['bitcoin:connect']!.connect!({ purposes: params.purposes })) as { accounts: { address: string; publicKey: Uint8Array }[] }
        return { result: accounts.map((a, i) => ({ address: a.address, publicKey: Buffer.from(a.publicKey).toString('hex'), purpose: (params.purposes as string[])[i], derivationPath: i ? controls.account.ordinal.path : controls.account.payment.path })) }
      }
      const account = standard.accounts.find((a) => a.address === params.address)
      if (method === 'signMessage') {
        const [out] = (await features['bitcoin:signMessage']!.signMessage!({ account, message: new TextEncoder().encode(params.message as string) })) as { signature: Uint8Array }[]
        return { result: { signature: Buffer.from(out!.signature).toString('base64'), address: params.address } }
      }
      if (method === 'signPsbt') {
        const inputsToSign = Object.entries(params.signInputs as Record<string, number[]>).map(([address, signingIndexes]) => ({ account: standard.accounts.find((a) => a.address === address), signingIndexes }))
        const [out] = (await features['bitcoin:signTransaction']!.signTransaction!({ psbt: Buffer.from(params.psbt as string, 'base64'), chain: 'bitcoin:testnet', inputsToSign })) as { signedPsbt: Uint8Array }[]
        return { result: { psbt: Buffer.from(out!.signedPsbt).toString('base64') } }
      }
      return { error: { code: -32601, message: 'Method not found' } }
    }
    const sats: Wallet = {
      version: '1.0.0',
      name: 'Sats Test',
      icon: standard.icon,
      chains: [],
      get accounts() {
        return standard.accounts
      },
      features: { 'sats-connect:': { provider: { request: call } } },
    }
    const off = getWallets().register(sats)
    try {
      const { portico, btc } = kit()
      await portico.ready
      await portico.connect({ connectorId: 'bip122:Sats Test' })
      expect(btc.getAccounts().map((a) => [a.type, a.address, a.path])).toEqual([
        ['payment', controls.account.payment.address, "m/84'/1'/0'/0/3"],
        ['ordinal', controls.account.ordinal.address, "m/86'/1'/0'/0/3"],
      ])
      const signature = await portico.signMessage({ message: 'sats' })
      expect(Verifier.verifySignature(controls.account.payment.address, 'sats', signature, true)).toBe(true)
      expect(calls.find((c) => c.method === 'signMessage')?.params).toMatchObject({ protocol: 'BIP322' })
      const { psbt } = await btc.signPsbt({ psbt: unsignedPsbt(controls.account).toBase64(), signInputs: { [controls.account.payment.address]: [0] } })
      const result = Psbt.fromBase64(psbt, { network: networks.testnet })
      expect(result.validateSignaturesOfInput(0, (pubkey, hash, sig) => ecc.verify(hash, pubkey, sig))).toBe(true)
      await portico.disconnect()
    } finally {
      off()
    }
  })
})
