import { devnetBundlerAccountIndexes, testMnemonic } from '@portico/devnet'
import type { Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/**
 * Every end-to-end file's own test accounts: indexes into the test mnemonic, by namespace (the test
 * wallets derive each namespace's keys apart). No two files share an index of a namespace, so two
 * files can run at once on the one devnet without moving each other's balances, nonces or activity
 * (accounts.test.ts checks it, and that the files name no account index of their own).
 *
 * EVM 1–9 hold the devnet's start-up funds (10,000 ETH, PUSD, PTK); any other account starts empty
 * and gets what it needs from `fundAccount`. A `receiver` (or a `shop`, which the demo's Pay card pays
 * when the page's `payTo` names it) is an address a file sends to and whose balance it then checks. Solana 0–9 are funded on the Solana test chain. Bitcoin, Polkadot and
 * Cosmos have no chain here: their indexes are kept apart all the same (sign-ins, the server's records).
 */
export const e2eAccounts = {
  accessibility: {
    evm: {
      namespaces: 100, visitor: 101, sendReceiver: 106, signIn: 102, polkadotCosmos: 103, email: 104,
      name: 53, swap: 57, buy: 64,
      pay: 77, payShop: 144, exchange: 96, shortBalance: 79,
    },
    solana: { twoNamespaces: 1 },
    bitcoin: { signIn: 1 },
    polkadot: { wallet: 0 },
    cosmos: { wallet: 0 },
  },
  account: { evm: { sender: 8, receiver: 16, paged: 17 } },
  analytics: { evm: { tracked: 14, restricted: 15 } },
  bitcoin: { evm: { wallet: 110 }, bitcoin: { connect: 2, movedTo: 5, signIn: 3, multichain: 6, multichainMovedTo: 7 }, solana: { multichain: 2 } },
  connect: { evm: { manual: 7, rejecting: 3, sender: 4, receiver: 107 } },
  dialogLayers: { evm: { wallet: 24 } },
  ethereum: { evm: { visitor: 173, receiver: 174 } },
  emailLogin: { evm: { wallet: 44, receiver: 108, second: 97 } },
  embedded: { evm: { keyboardLight: 80, keyboardDark: 81, payer: 82, shop: 145, attach: 83 } },
  embeddedWallet: { evm: { receiver: 109 } },
  farcaster: { evm: { login: 45, phone: 46 } },
  focusRings: { evm: { modal: 29, embeddedLight: 94, embeddedDark: 95 } },
  keyboard: { evm: { sender: 27, receiver: 119, signIn: 28 } },
  languages: { evm: { wallet: 23 } },
  multiNamespace: { evm: { wallet: 111 }, solana: { connect: 6, declined: 7, signIn: 8 } },
  multiWallet: { evm: { first: 40, second: 41, third: 42, fourth: 43 } },
  names: { evm: { owner: 50, sender: 51, errors: 52 } },
  networkLogos: { evm: { wallet: 26 } },
  networks: { evm: { wallet: 5, strayChain: 6 } },
  onramp: { evm: { buyer: 60, limits: 61, restricted: 62, featureOff: 63 } },
  pay: {
    evm: { payer: 70, disconnected: 71, short: 72, canceller: 73, double: 74, reloader: 75, otherChain: 76, signIn: 84, askedThenSent: 85, askedAgain: 86 },
  },
  passkeys: { evm: { signUp: 171, emailWallet: 172, receiver: 175 } },
  payExchange: { evm: { payer: 91, canceller: 92, twice: 93, shop: 143 } },
  phones: { evm: { wallet: 25 }, solana: { twoNamespaces: 0 }, polkadot: { wallet: 7 } },
  polkadotCosmos: { evm: { wallet: 112 }, polkadot: { sr25519: 1, ed25519: 2, movedTo: 5 }, cosmos: { wallet: 1 } },
  reducedMotion: { evm: { wallet: 30 } },
  restoreRace: { evm: { wallet: 128 } },
  sendCalls: { evm: { sender: 114, smartAccount: 13 } },
  session: { evm: { wallet: 140, movedTo: 141, keyboard: 142 } },
  simulationReview: { evm: { sender: 35, receiver: 36 } },
  siwx: { evm: { signIn: 120, required: 121, cancelled: 18, declined: 19, switchedTo: 20, newNetwork: 21, bearer: 22 } },
  smartAccount: { evm: { phone: 127 } },
  smartAccountSwap: { evm: { wallet: 47 } },
  socialLogin: { evm: { connectView: 130, providers: [131, 132, 133, 134, 135, 136], blocked: 137, denied: [138, 139] } },
  socialRedirect: { evm: { wallet: 89 } },
  solana: { evm: { wallet: 113 }, solana: { sender: 3, receiver: 9, features: 4, signIn: 5 } },
  swaps: { evm: { swapper: 55, offNetwork: 56 } },
  walletConnect: { evm: { wallet: 115, movedTo: 116 } },
  wallets: { evm: { wallet: 122, metaMask: 123, phone: 124 } },
} as const satisfies Record<string, Partial<Record<Namespace, Record<string, number | readonly number[]>>>>

export type Namespace = 'evm' | 'solana' | 'bitcoin' | 'polkadot' | 'cosmos'

/**
 * What the global setup gives the ethereum file's accounts on 'Ethereum (devnet)' (chain id 1) before the
 * server starts: ENS names (the visitor's primary, with an https avatar the test answers itself) and
 * 1 ETH and 2,500 USDC for the visitor, history from before the server (the account API has it, no index does).
 */
export const ethereumDevnetSetUp = {
  names: [
    { name: 'vera.eth', address: evmAddressOf(e2eAccounts.ethereum.evm.visitor), avatar: 'https://127.0.0.1/e2e/vera-avatar.svg' },
    { name: 'rita.eth', address: evmAddressOf(e2eAccounts.ethereum.evm.receiver), primary: false },
  ],
  fund: [{ address: evmAddressOf(e2eAccounts.ethereum.evm.visitor), eth: 10n ** 18n, usdc: 2_500_000_000n }],
}

/**
 * EVM accounts no file may take: anvil's first account pays `fundAccount` and the files' own funding
 * (anvil numbers its transactions, which a test wallet sending from it would race), the demo's shop
 * (account 2, PAY_RECIPIENT: pay.test checks its balance) and the bundler's executor and utility.
 */
export const reservedEvmAccounts: readonly number[] = [0, 2, ...Object.values(devnetBundlerAccountIndexes)]

/** The EVM address of account `index` of the test mnemonic (a receiver's, or another file's wallet's). */
export function evmAddressOf(index: number): Address {
  return mnemonicToAccount(testMnemonic, { addressIndex: index }).address
}
