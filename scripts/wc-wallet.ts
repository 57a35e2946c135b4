// A WalletConnect wallet in the terminal for `npm start` without a phone: pairs with the URI the demo shows
// (Copy link), approves the session and every request with the first test account, signs and sends on the
// devnet. Usage: npx tsx scripts/wc-wallet.ts "wc:…" [relay URL, default ws://127.0.0.1:8555]
import { createWalletConnectWallet } from '@portico/test-wallet/walletConnect'

const [uri, relayUrl = 'ws://127.0.0.1:8555'] = process.argv.slice(2)
if (!uri?.startsWith('wc:')) {
  console.error('Usage: npx tsx scripts/wc-wallet.ts "wc:…" [relay URL]')
  process.exit(1)
}
const wallet = await createWalletConnectWallet({
  relayUrl,
  chains: [
    { id: 31337, rpcUrl: process.env.DEVNET_RPC_URL ?? 'http://127.0.0.1:8545', name: 'Portico Devnet' },
    { id: 31338, rpcUrl: process.env.DEVNET2_RPC_URL ?? 'http://127.0.0.1:8546', name: 'Portico Devnet 2' },
  ],
  name: 'Portico terminal wallet',
})
await wallet.pair(uri)
console.log(`Paired as ${wallet.address}; approving everything. Ctrl+C to quit.`)
let seen = 0
setInterval(() => {
  for (const r of wallet.requests.slice(seen)) console.log(`${r.method} -> ${r.outcome}`)
  seen = wallet.requests.length
}, 500)
process.on('SIGINT', () => void wallet.disconnect().finally(() => process.exit(0)))
