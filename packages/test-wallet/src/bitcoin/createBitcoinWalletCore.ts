import { testMnemonic } from '../constants.ts'
import { InvalidParamsError, TestWalletError, UnauthorizedError } from '../errors.ts'
import { createScriptedWallet, type WalletAnswer, withControls } from '../scriptedWallet.ts'
import type { PageAccount, Permission } from '../standardWalletSource.ts'
import { type BitcoinKey, deriveBitcoinKeys, describeBitcoinAccount } from './deriveBitcoinKeys.ts'
import { signBip322, signPsbtInputs } from './signing.ts'
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from './types.ts'

/** An account as it crosses to the page: its address, public key bytes, chains and features. */
export type BitcoinPageAccount = PageAccount

export type BitcoinWalletCore = {
  handle(request: { method: string; params: unknown; origin: string }): Promise<WalletAnswer>
  controls: BitcoinTestWallet
  /** The accounts the page is given now, payment then ordinal (none without its permission). */
  pageAccounts(): BitcoinPageAccount[]
}

const chainOf = { mainnet: 'bitcoin:mainnet', testnet: 'bitcoin:testnet', regtest: 'bitcoin:regtest' } as const

/**
 * The test wallet's Bitcoin half, in Node: payment (P2WPKH) and ordinal (P2TR) keys of the
 * mnemonic, the page's permission, approvals (approve / reject / manual) and the request log. It
 * signs messages with BIP-322 (bip322-js) and PSBT inputs with bitcoinjs-lib. `emit` tells the
 * page's wallet about account changes; `permission` is the page's (default its own).
 */
export function createBitcoinWalletCore(
  options: BitcoinTestWalletOptions,
  emit: (accounts: readonly BitcoinPageAccount[]) => Promise<void>,
  permission: Permission = { permitted: false },
): BitcoinWalletCore {
  const { mnemonic = testMnemonic, network = 'testnet' } = options
  const keysOf = deriveBitcoinKeys(mnemonic, network)
  const state = { index: options.accountIndex ?? 0 }
  const keys = () => keysOf(state.index)
  /** Payment first, then ordinal: the order of the purposes the dapp asked for. */
  const pageAccounts = (purposes: readonly string[] = ['payment', 'ordinals']): BitcoinPageAccount[] =>
    purposes.map((purpose) => {
      const key = purpose === 'ordinals' ? keys().ordinal : keys().payment
      const publicKey = [...(purpose === 'ordinals' ? key.publicKey.subarray(1) : key.publicKey)]
      return { address: key.address, publicKey, chains: [chainOf[network]], features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] }
    })
  const bytes = (value: unknown, name: string) => {
    if (!Array.isArray(value) || !value.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)) throw new InvalidParamsError(`${name} must be bytes.`)
    return Uint8Array.from(value as number[])
  }
  /** The page may use only the addresses it was given. */
  const keyOf = (address: unknown): { key: BitcoinKey; taproot: boolean } => {
    if (!permission.permitted) throw new UnauthorizedError()
    if (address === keys().payment.address) return { key: keys().payment, taproot: false }
    if (address === keys().ordinal.address) return { key: keys().ordinal, taproot: true }
    throw new UnauthorizedError()
  }

  const { handle, controls } = createScriptedWallet({
    mode: options.mode,
    methods: {
      async 'bitcoin:connect'(params, approve) {
        const purposes = Array.isArray(params.purposes) ? params.purposes : ['payment']
        if (!purposes.length || !purposes.every((purpose) => purpose === 'payment' || purpose === 'ordinals'))
          throw new InvalidParamsError('purposes must list payment and/or ordinals.')
        if (!permission.permitted) {
          await approve()
          permission.permitted = true
        }
        return { accounts: pageAccounts(purposes as string[]) }
      },
      async 'standard:disconnect'() {
        permission.permitted = false
        return null
      },
      async 'bitcoin:signMessage'(params, approve) {
        const { key } = keyOf(params.address)
        const message = bytes(params.message, 'message')
        await approve()
        const signature = Buffer.from(signBip322(key, network, message), 'base64')
        return { signedMessage: [...message], signature: [...signature] }
      },
      async 'bitcoin:signTransaction'(params, approve) {
        if (params.chain !== chainOf[network]) throw new InvalidParamsError(`The test wallet is on ${chainOf[network]}, not ${JSON.stringify(params.chain)}.`)
        const psbt = bytes(params.psbt, 'psbt')
        if (!Array.isArray(params.inputsToSign) || !params.inputsToSign.length) throw new InvalidParamsError('inputsToSign must list inputs.')
        const signings = (params.inputsToSign as { address?: unknown; signingIndexes?: unknown; sigHash?: unknown }[]).map((input) => {
          if (!Array.isArray(input.signingIndexes)) throw new InvalidParamsError('signingIndexes must be a list.')
          return { ...keyOf(input.address), indexes: input.signingIndexes as number[], sigHash: typeof input.sigHash === 'number' ? input.sigHash : undefined }
        })
        await approve()
        return { signedPsbt: [...signPsbtInputs(psbt, network, signings)] }
      },
    },
  })

  const own = {
    get account() {
      return describeBitcoinAccount(keys())
    },
    network,
    get connected() {
      return permission.permitted
    },
    async setAccount(index: number) {
      if (!Number.isSafeInteger(index) || index < 0) throw new TestWalletError(`Invalid account index ${index}.`)
      if (state.index === index) return
      state.index = index
      if (permission.permitted) await emit(pageAccounts())
    },
    async disconnect() {
      if (!permission.permitted) return
      permission.permitted = false
      await emit([])
    },
  }
  return { handle, controls: withControls(controls, own) satisfies BitcoinTestWallet, pageAccounts: () => (permission.permitted ? pageAccounts() : []) }
}
