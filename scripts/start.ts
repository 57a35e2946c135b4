// `npm start`: the local devnet (two anvil chains with test tokens, and 'Ethereum (devnet)', a chain-id-1 chain shaped like Ethereum), the Portico server (SQLite in
// .data/, a "portico-demo" project for the demo's origin) and the demo page, on one machine.
import { formatDevnet, startDevnet } from '@portico/devnet'
import { ensureProject, setAllowedOrigins, setFeatures, setPaymasterPolicy, startServer } from '@portico/server'
import { startSolanaDevnet } from '@portico/solana-devnet'
import { solanaTestAccounts } from '@portico/test-wallet'
import { createDevRelay } from '@portico/wc-relay'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { build, createServer } from 'vite'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevMailbox } from '../packages/server/src/testing/devMailbox.ts'
import { codeOf, deviceLinkOf, startMailCatcher } from '../packages/server/src/testing/mailCatcher.ts'
import { startSocialStandIns } from '../packages/server/src/testing/social/startSocialStandIns.ts'
import { startRelayStandIn } from '../packages/server/src/testing/farcaster/relayStandIn.ts'
import { keepEthereumDevnetFeedsFresh, prepareEthereumDevnet } from '../packages/server/src/testing/ethereumDevnet.ts'
import { devnetFarcaster } from '@portico/devnet'

const demoRoot = new URL('../apps/demo/', import.meta.url).pathname
const DEMO_PROJECT_ID = 'portico-demo'

// Gas sponsorship: the paymaster's signer key, made once in .data/ (a development key; the server alone
// holds it: PORTICO_PAYMASTER_SIGNER_KEY overrides it). The devnet's VerifyingPaymaster trusts its address.
const paymasterKeyFile = '.data/paymaster-signer-key'
if (!process.env.PORTICO_PAYMASTER_SIGNER_KEY && !existsSync(paymasterKeyFile)) {
  mkdirSync('.data', { recursive: true })
  writeFileSync(paymasterKeyFile, `0x${randomBytes(32).toString('hex')}`, { mode: 0o600 })
}
const paymasterKey = (process.env.PORTICO_PAYMASTER_SIGNER_KEY ?? readFileSync(paymasterKeyFile, 'utf8')).trim() as `0x${string}`
// Each chain with its ERC-4337 bundler (alto) for the embedded wallet's smart accounts, and a verifying paymaster.
// Beside them 'Ethereum (devnet)': chain id 1 with Chainlink feeds, USDC, ENS and Uniswap v3 at their Ethereum addresses (mainnetSteps).
const [devnet, ethereumDevnet] = await Promise.all([
  startDevnet({ bundler: true, paymasterSigner: privateKeyToAccount(paymasterKey).address }),
  startDevnet({ chains: [{ chainId: 1, port: Number(process.env.ETHEREUM_DEVNET_PORT ?? 8547), name: 'Ethereum (devnet)' }] }),
])
const ethereumRpcUrl = ethereumDevnet.chains[0]!.rpcUrl
// The Solana test chain (LiteSVM): SOL and PUSD for the test mnemonic's Solana accounts.
const solana = await startSolanaDevnet({ port: Number(process.env.SOLANA_RPC_PORT ?? 8899), fund: await solanaTestAccounts() })
const [first, second] = devnet.chains
// The embedded wallet: a development master key in .data/ (made once; never use it in production),
// login mails to a local SMTP catcher shown at the dev mailbox, and the frame built as it ships.
const masterKeyFile = '.data/wallet-master-key'
if (!existsSync(masterKeyFile)) {
  mkdirSync('.data', { recursive: true })
  writeFileSync(masterKeyFile, randomBytes(32).toString('hex'), { mode: 0o600 })
}
const mail = await startMailCatcher({ port: Number(process.env.PORTICO_SMTP_PORT ?? 2525) })
const mailbox = await startDevMailbox(mail, { port: Number(process.env.PORTICO_MAILBOX_PORT ?? 8025) })
mail.onMail((caught) => {
  const line = /Your code: \d{6}/.test(caught.text) ? `code ${codeOf(caught)}` : /device\?token=/.test(caught.text) ? `device link ${deviceLinkOf(caught)}` : caught.subject
  console.log(`[mail] to ${caught.to.join(', ')}: ${line}`)
})
const frameRoot = new URL('../packages/wallet-frame/', import.meta.url).pathname
await build({ root: frameRoot, configFile: `${frameRoot}vite.config.ts`, logLevel: 'warn' })
const porticoPort = Number(process.env.PORTICO_PORT ?? 8787)
const publicUrl = process.env.PORTICO_PUBLIC_URL ?? `http://127.0.0.1:${porticoPort}`
// Social logins: local stand-ins for Google and Apple (real OpenID providers), GitHub, X, Discord and Facebook, on 127.0.0.1, never the production default.
const standInPort = (name: string, fallback: number) => Number(process.env[`PORTICO_${name}_STANDIN_PORT`] ?? fallback)
const standIns = await startSocialStandIns({
  publicUrl,
  ports: { google: standInPort('GOOGLE', 8791), github: standInPort('GITHUB', 8792), apple: standInPort('APPLE', 8793), oauth: standInPort('OAUTH', 8794) },
})
// Farcaster: a local stand-in for the auth relay; FIDs are read from the devnet's ID registry stand-in (chain 1).
const farcasterRelay = await startRelayStandIn({ port: Number(process.env.PORTICO_FARCASTER_RELAY_PORT ?? 8795) })
// Ethereum (devnet) configured as docs/guide/real-networks.md has an operator configure Ethereum: the account API (a local
// stand-in over the chain's blocks), the ENS gateway for <name>.portico.eth; the feeds, token list and Uniswap v3 are the shipped defaults.
// Test accounts #1 and #2 get alice.eth (primary) and bob.eth.
const ethereum = await prepareEthereumDevnet({
  rpcUrl: ethereumRpcUrl,
  publicUrl,
  accountApiPort: standInPort('ACCOUNT_API', 8796),
  names: [
    { name: 'alice.eth', address: ethereumDevnet.accounts[1]! },
    { name: 'bob.eth', address: ethereumDevnet.accounts[2]! },
  ],
})
// The Chainlink rounds go stale after an hour (ETH/USD's heartbeat): a new round every 30 minutes.
const stopFeeds = keepEthereumDevnetFeedsFresh({ rpcUrl: ethereumRpcUrl, from: ethereumDevnet.accounts[0]! })
const portico = await startServer({
  port: porticoPort,
  // The server's own public URL: the embedded wallet builds its mail links (device approval) from it alone.
  publicUrl,
  databaseUrl: process.env.DATABASE_URL,
  sqlitePath: process.env.PORTICO_SQLITE_PATH,
  // Chain RPC, balances and activity follow this devnet (a fresh one each start: the indexer notices and starts over).
  rpcUrls: { ...Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])), ...ethereum.serverOptions.rpcUrls },
  // Ethereum (devnet): its history from the account API, Portico names as ENS names through the gateway.
  accountApiUrls: ethereum.serverOptions.accountApiUrls,
  ensGateway: ethereum.serverOptions.ensGateway,
  // The embedded wallet's smart account is offered on each chain with its bundler.
  bundlerUrls: Object.fromEntries(devnet.chains.flatMap((chain) => (chain.bundlerUrl ? [[chain.chainId, chain.bundlerUrl]] : []))),
  indexChains: devnet.chains.map((chain) => chain.chainId),
  // Buy (the on-ramp) with the devnet sandbox provider: a test card that credits the buyer on the devnet.
  devnetSandboxOnramp: true,
  // The frame on localhost, another site than the demo on 127.0.0.1: as a real wallet origin would be.
  embeddedWallet: {
    masterKey: process.env.PORTICO_WALLET_MASTER_KEY ?? readFileSync(masterKeyFile, 'utf8'),
    smtpUrl: process.env.PORTICO_SMTP_URL ?? mail.url,
    framePort: Number(process.env.PORTICO_FRAME_PORT ?? 8788),
    frameHostName: 'localhost',
    social: standIns.social,
    farcaster: { relayUrl: farcasterRelay.url, idRegistry: { rpcUrl: first!.rpcUrl, address: devnetFarcaster.idRegistry } },
  },
  // The ERC-7677 paymaster service (POST /v1/paymaster?projectId=…), signing for the devnet's paymasters.
  paymaster: { signer: paymasterKey, paymasters: Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.paymaster])) },
  // Pay with an exchange: the Sandbox Exchange (its page on this server; a confirmed payment is paid from devnet account #9).
  sandboxExchange: true,
})
process.env.VITE_DEVNET_RPC_URL = first?.rpcUrl
process.env.VITE_DEVNET2_RPC_URL = second?.rpcUrl
process.env.VITE_ETHEREUM_DEVNET_RPC_URL = ethereumRpcUrl
process.env.VITE_SOLANA_RPC_URL = solana.rpcUrl
process.env.VITE_SOLANA_TOKEN_MINT = solana.token.mint
process.env.VITE_PORTICO_SERVER_URL = portico.url
process.env.VITE_PORTICO_PROJECT_ID = DEMO_PROJECT_ID
// WalletConnect: with a project id the demo uses the public relay; without one, a local development relay.
const relay = process.env.VITE_WALLETCONNECT_PROJECT_ID
  ? undefined
  : await createDevRelay({ port: Number(process.env.WC_RELAY_PORT ?? 8555) })
if (relay) process.env.VITE_WALLETCONNECT_RELAY_URL = relay.url

const server = await createServer({ root: demoRoot, configFile: `${demoRoot}vite.config.ts`, logLevel: 'warn' })
await server.listen()
// Without a WalletConnect project id: the demo wallet (walletkit in the browser) on the local relay.
const walletRoot = new URL('../apps/demo-wallet/', import.meta.url).pathname
const walletServer = relay
  ? await createServer({ root: walletRoot, configFile: `${walletRoot}vite.config.ts`, logLevel: 'warn', server: { port: 5174 } })
  : undefined
await walletServer?.listen()
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`
const origins = [new URL(url).origin, new URL(url).origin.replace('127.0.0.1', 'localhost')]
// The demo shows every feature, multi-wallet, swaps, the on-ramp and pay too (also for a project made by an earlier start).
await ensureProject(portico.db, { id: DEMO_PROJECT_ID, name: 'Portico demo', allowedOrigins: origins, features: { multiWallet: true, swaps: true, onramp: true, pay: true } })
await setAllowedOrigins(portico.db, DEMO_PROJECT_ID, origins)
await setFeatures(portico.db, DEMO_PROJECT_ID, { multiWallet: true, swaps: true, onramp: true, pay: true })
// E-mail login has its own project: the demo's has Pay on, which forces e-mail off (spec §5).
const EMAIL_PROJECT_ID = 'portico-embedded'
await ensureProject(portico.db, { id: EMAIL_PROJECT_ID, name: 'Portico embedded', allowedOrigins: origins, features: { email: true, socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'], multiWallet: true, swaps: true } })
await setAllowedOrigins(portico.db, EMAIL_PROJECT_ID, origins)
await setFeatures(portico.db, EMAIL_PROJECT_ID, { email: true, socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'], multiWallet: true, swaps: true })
await standIns.configure(portico.db, EMAIL_PROJECT_ID)
// Both demo projects sponsor gas on the devnet chains: any target, 0.05 ETH per account per day, 10 ETH in all.
for (const projectId of [DEMO_PROJECT_ID, EMAIL_PROJECT_ID]) {
  await setPaymasterPolicy(portico.db, projectId, { enabled: true, chains: devnet.chains.map((chain) => chain.chainId), targets: null, accountDailyCap: (5n * 10n ** 16n).toString(), budget: (10n ** 19n).toString() })
}
const emailDemoUrl = `${url}${url.includes('?') ? '&' : '?'}projectId=${EMAIL_PROJECT_ID}`

console.log(formatDevnet(devnet))
console.log(`\nEthereum (devnet): ${ethereumRpcUrl} (chain id 1): Chainlink ETH/USD and USDC/USD, USDC, ENS and Uniswap v3 (a USDC/WETH pool) at their Ethereum addresses; accounts #1-#9 hold 10 000 ETH and 10 000 USDC`)
console.log(`                   history from the account API stand-in ${ethereum.accountApiUrl}; alice.eth (#1, primary) and bob.eth (#2); Portico names resolve as <name>.portico.eth through the gateway`)
console.log(`\n${solana.name}: ${solana.rpcUrl} (${solana.caipNetworkId}), ${solana.accounts.length} accounts with 1000 SOL and 10 000 ${solana.token.symbol} (mint ${solana.token.mint})`)
console.log('Bitcoin: the demo uses Bitcoin Signet (no local Bitcoin node exists to start): connect a Bitcoin Wallet Standard or sats-connect wallet to sign in and sign PSBTs; no balance is read.')
console.log(`\nPortico server: ${portico.url} (${portico.dialect}, project "${DEMO_PROJECT_ID}")`)
console.log(`Portico demo:   ${url}`)
console.log(`Paymaster:      ${portico.url}/v1/paymaster?projectId=${DEMO_PROJECT_ID} (ERC-7677, EntryPoint v0.7; VerifyingPaymaster ${devnet.chains[0]?.paymaster} on every devnet chain)`)
console.log(`E-mail login:   ${emailDemoUrl} (the demo with project "${EMAIL_PROJECT_ID}": log in with any address)`)
console.log(`Wallet frame:   ${portico.frameUrl} (device links and codes also print here)`)
console.log(`Dev mailbox:    ${mailbox.url} (the local SMTP catcher on ${mail.url})`)
console.log(`Social logins:  local stand-ins for Google ${standIns.google.url}, Apple ${standIns.apple.url}, GitHub ${standIns.github.url}, and X, Discord and Facebook ${standIns.oauth.url} (any e-mail or name)`)
console.log(`Farcaster:      local relay stand-in ${farcasterRelay.url}; FID ${devnetFarcaster.fid} in the devnet's ID registry stand-in (approve with approveFarcasterSignIn from @portico/test-wallet)`)
console.log('Add the devnet to your browser wallet (chain id 31337, RPC above) and import a test account to try it.')
if (relay) {
  console.log(`WalletConnect:  development relay ${relay.url} (no project id configured)`)
  console.log(`Demo wallet:    ${walletServer?.resolvedUrls?.local[0] ?? ''} (paste the URI from WalletConnect > Copy link)`)
  console.log('                or from a terminal: npx tsx scripts/wc-wallet.ts "<wc: URI>"')
}
console.log('Press Ctrl+C to stop.')

async function stop() {
  await server.close()
  await walletServer?.close()
  await portico.close()
  await standIns.close()
  await farcasterRelay.close()
  stopFeeds()
  await ethereum.close()
  await mailbox.close()
  await mail.close()
  await relay?.close()
  await devnet.stop()
  await ethereumDevnet.stop()
  await solana.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
