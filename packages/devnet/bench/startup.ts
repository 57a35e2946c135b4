// `npm run bench:devnet`: how long the local devnet takes to be ready, as the tests and `npm start` start
// it: two chains (31337 and 31338, each with the ERC-4337 contracts deployed), then the same with the
// bundler beside each chain. One warm-up start first (anvil's and the bundler's first load), then RUNS
// starts of each; prints the median and the range. Fails only when a start fails.
import { startDevnet } from '../src/index.ts'

const RUNS = Number(process.env.RUNS ?? 5)
const chains = [{ chainId: 31337, port: 0 }, { chainId: 31338, port: 0 }]

async function time(bundler: boolean): Promise<number[]> {
  await startDevnet({ chains, bundler }).then((devnet) => devnet.stop())
  const ms: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    const devnet = await startDevnet({ chains, bundler })
    ms.push(Math.round(performance.now() - started))
    await devnet.stop()
  }
  return ms.sort((a, b) => a - b)
}

for (const bundler of [false, true]) {
  const ms = await time(bundler)
  console.log(`two chains${bundler ? ' with bundlers' : ''}: median ${ms[Math.floor(ms.length / 2)]} ms (${ms.join(', ')} ms; ${RUNS} starts after a warm-up)`)
}
