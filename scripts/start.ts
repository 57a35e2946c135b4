// `npm start`: the local devnet (two anvil chains with test tokens) and the demo page, on one machine.
import { createServer } from 'vite'
import { formatDevnet, startDevnet } from '@portico/devnet'

const demoRoot = new URL('../apps/demo/', import.meta.url).pathname

const devnet = await startDevnet()
const [first, second] = devnet.chains
process.env.VITE_DEVNET_RPC_URL = first?.rpcUrl
process.env.VITE_DEVNET2_RPC_URL = second?.rpcUrl

const server = await createServer({ root: demoRoot, configFile: `${demoRoot}vite.config.ts`, logLevel: 'warn' })
await server.listen()
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`

console.log(formatDevnet(devnet))
console.log(`\nPortico demo: ${url}`)
console.log('Add the devnet to your browser wallet (chain id 31337, RPC above) and import a test account to try it.')
console.log('Press Ctrl+C to stop.')

async function stop() {
  await server.close()
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
