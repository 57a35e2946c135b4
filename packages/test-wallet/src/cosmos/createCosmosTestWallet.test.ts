import { Secp256k1HdWallet, makeCosmoshubPath } from '@cosmjs/amino'
import { expect, test } from 'vitest'
import { testMnemonic } from '../constants.ts'
import { createCosmosTestWallet } from './createCosmosTestWallet.ts'

type Keplr = {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<{ bech32Address: string; pubKey: Uint8Array; algo: string }>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<{ pub_key: { type: string; value: string }; signature: string }>
}
const chains = [
  { chainId: 'cosmoshub-4', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', bech32Prefix: 'osmo' },
]

test("the accounts are CosmJS's for the mnemonic on the Cosmos Hub path, one key for every chain", async () => {
  const { controls } = await createCosmosTestWallet({ chains })
  const [first] = await (await Secp256k1HdWallet.fromMnemonic(testMnemonic, { hdPaths: [makeCosmoshubPath(0)] })).getAccounts()
  expect(controls.addressOn('cosmoshub-4')).toBe(first!.address)
  const [osmo] = await (await Secp256k1HdWallet.fromMnemonic(testMnemonic, { hdPaths: [makeCosmoshubPath(3)], prefix: 'osmo' })).getAccounts()
  expect(controls.accountsOn('osmosis-1')[3]).toBe(osmo!.address)
  expect(new Set(controls.accountsOn('cosmoshub-4')).size).toBe(10)
})

test('manual mode: enable waits for the test; reject throws 4001; getKey needs the chain enabled; an unknown chain fails as in Keplr', async () => {
  const { window, controls } = await createCosmosTestWallet({ chains, mode: 'manual' })
  const keplr = window.keplr as Keplr
  await expect(keplr.getKey('cosmoshub-4')).rejects.toMatchObject({ code: 4100 })
  await expect(keplr.enable('juno-1')).rejects.toThrow('There is no chain info for juno-1')
  const refused = keplr.enable('cosmoshub-4')
  await controls.reject()
  await expect(refused).rejects.toMatchObject({ code: 4001 })
  const enabled = keplr.enable(['cosmoshub-4'])
  await controls.approve()
  await enabled
  expect(controls.enabledChains).toEqual(['cosmoshub-4'])
  const key = await keplr.getKey('cosmoshub-4')
  expect(key).toMatchObject({ bech32Address: controls.addressOn('cosmoshub-4'), algo: 'secp256k1' })
  expect(Buffer.from(key.pubKey).toString('base64')).toBe(controls.publicKey)
})

test('signArbitrary: the StdSignature of the account; another signer is refused (4100); account changes fire the event', async () => {
  const { window, controls } = await createCosmosTestWallet({ chains })
  const keplr = window.keplr as Keplr
  await keplr.enable('cosmoshub-4')
  const signed = await keplr.signArbitrary('cosmoshub-4', controls.addressOn('cosmoshub-4'), new Uint8Array([1, 2, 3]))
  expect(signed.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: controls.publicKey })
  expect(Buffer.from(signed.signature, 'base64')).toHaveLength(64)
  await expect(keplr.signArbitrary('cosmoshub-4', controls.accountsOn('cosmoshub-4')[1]!, 'x')).rejects.toMatchObject({ code: 4100 })
  let fired = 0
  window.addEventListener('keplr_keystorechange', () => fired++)
  await controls.setAccount(1)
  expect(fired).toBe(1)
  expect((await keplr.getKey('cosmoshub-4')).bech32Address).toBe(controls.accountsOn('cosmoshub-4')[1])
  await controls.disconnect()
  expect(fired).toBe(2)
  await expect(keplr.getKey('cosmoshub-4')).rejects.toMatchObject({ code: 4100 })
})
