import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { testMnemonic } from '../constants.ts'
import { InvalidParamsError, TestWalletError, UnauthorizedError } from '../errors.ts'
import { createScriptedWallet, type WalletAnswer, withControls } from '../scriptedWallet.ts'
import type { PolkadotTestWallet, PolkadotTestWalletOptions } from './types.ts'

/** An account as the extension gives it to the page. */
export type PageAccount = { address: string; name: string; type: 'sr25519' | 'ed25519' }

/**
 * The Polkadot test extension's Node half: keys of the mnemonic (`<mnemonic>//i`, sr25519 or
 * ed25519 through @polkadot/keyring), the page's access, approvals and the request log. `signRaw`
 * signs the `<Bytes>`-wrapped data as polkadot{.js} does. `emit` tells the page's subscribers the
 * accounts changed.
 */
export async function createPolkadotWalletCore(
  options: PolkadotTestWalletOptions,
  emit: (accounts: readonly PageAccount[]) => Promise<void>,
): Promise<{ handle(request: { method: string; params: unknown; origin: string }): Promise<WalletAnswer>; controls: PolkadotTestWallet }> {
  await cryptoWaitReady()
  const { mnemonic = testMnemonic, keyType = 'sr25519' } = options
  const keyring = new Keyring({ type: keyType, ss58Format: options.ss58Format ?? 42 })
  const pairOf = (index: number): KeyringPair => keyring.addFromUri(`${mnemonic}//${index}`, { name: `Portico test ${index}` })
  const pairs = Array.from({ length: 10 }, (_, index) => pairOf(index))
  const state = { permitted: false, index: options.accountIndex ?? 0, pair: pairOf(options.accountIndex ?? 0), nextId: 1 }
  const pageAccounts = (): PageAccount[] => (state.permitted ? [{ address: state.pair.address, name: `Portico test ${state.index}`, type: keyType }] : [])

  const { handle, controls } = createScriptedWallet({
    mode: options.mode,
    methods: {
      /** The site asks to be let in. */
      async enable(_params, approve) {
        if (!state.permitted) {
          await approve()
          state.permitted = true
        }
        return pageAccounts()
      },
      async 'accounts.get'() {
        if (!state.permitted) throw new UnauthorizedError()
        return pageAccounts()
      },
      /** `signer.signRaw({ address, data, type })`: the data's bytes wrapped in `<Bytes>…</Bytes>`, signed by the account. */
      async signRaw(params, approve) {
        if (!state.permitted || params.address !== state.pair.address) throw new UnauthorizedError()
        if (typeof params.data !== 'string' || !isHex(params.data)) throw new InvalidParamsError('data must be 0x-hex.')
        await approve()
        return { id: state.nextId++, signature: u8aToHex(state.pair.sign(u8aWrapBytes(hexToU8a(params.data)))) }
      },
    },
  })

  const own = {
    name: options.name ?? 'portico-test-wallet',
    get address() {
      return state.pair.address
    },
    get publicKey() {
      return u8aToHex(state.pair.publicKey)
    },
    accounts: pairs.map((pair) => pair.address),
    get connected() {
      return state.permitted
    },
    async setAccount(index: number) {
      if (!Number.isSafeInteger(index) || index < 0) throw new TestWalletError(`Invalid account index ${index}.`)
      if (state.index === index) return
      state.index = index
      state.pair = pairOf(index)
      if (state.permitted) await emit(pageAccounts())
    },
    async disconnect() {
      if (!state.permitted) return
      state.permitted = false
      await emit([])
    },
  }
  return { handle, controls: withControls(controls, own) }
}
