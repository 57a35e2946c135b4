import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedPort, localServer } from '../testing/checkServers.ts'
import { useTestDevnet } from '../testing/devnet.ts'
import { checkChainRpc } from './checkChainRpc.ts'

describe('checkChainRpc', () => {
  const devnet = useTestDevnet()
  let wrongChain: Awaited<ReturnType<typeof localServer>>
  beforeAll(async () => {
    wrongChain = await localServer({ rpc: { eth_chainId: '0x1' } })
  })
  afterAll(() => wrongChain.close())

  it('passes the devnet on the chain id it claims', async () => {
    expect(await checkChainRpc({ chainId: 31337, rpcUrl: devnet.chain().rpcUrl })).toEqual([])
  })
  it('refuses an upstream on another chain', async () => {
    expect(await checkChainRpc({ chainId: 8453, rpcUrl: `${wrongChain.url}/rpc` })).toEqual([`chain 8453 RPC ${wrongChain.url} is on chain 1, not 8453`])
  })
  it('refuses the devnet claimed as another chain', async () => {
    expect(await checkChainRpc({ chainId: 1, rpcUrl: devnet.chain().rpcUrl })).toEqual([expect.stringMatching(/^chain 1 RPC http:\/\/127\.0\.0\.1:\d+ is on chain 31337, not 1$/)])
  })
  it('refuses an unreachable upstream, hiding its path (keys sit there)', async () => {
    const port = await closedPort()
    expect(await checkChainRpc({ chainId: 10, rpcUrl: `http://127.0.0.1:${port}/v2/secret-key` })).toEqual([`chain 10 RPC http://127.0.0.1:${port} unreachable (ECONNREFUSED)`])
  })
})
