#!/usr/bin/env node
/** Runs the development WalletConnect relay: `tsx packages/wc-relay/src/cli.ts [--port 8555]`. */
import { createDevRelay } from './createDevRelay.ts'

const portArg = process.argv.indexOf('--port')
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 8555
const relay = await createDevRelay({ port })
console.log(`Development WalletConnect relay (not for production) on ${relay.url}`)
const stop = () => void relay.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
