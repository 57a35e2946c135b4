import { encodeAbiParameters, encodeEventTopics, encodeFunctionData, erc20Abi, type Hex, pad, parseEther, parseUnits } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { userOperationEvent } from '../paymaster/settleSponsorships.ts'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { loadTokenList } from '../tokens/tokenLists.ts'
import { parseMasterKey } from '../embedded/masterKey.ts'
import { signForUser } from '../embedded/signer.ts'
import { describeSmartAccount, requireBundlerChain, userOperationStatus } from '../embedded/smartAccount.ts'
import { eoaAddress, findOrCreateUser } from '../embedded/wallets.ts'
import { useTestDatabase } from '../testing/databases.ts'
import { useTestDevnet } from '../testing/devnet.ts'
import { testMasterKey } from '../testing/embedded.ts'
import { createIndexer } from './createIndexer.ts'
import { queryHistory } from './queryHistory.ts'
import { runOfLog, userOperationRuns } from './userOperationTransfers.ts'

const fresh = () => privateKeyToAccount(generatePrivateKey()).address

describe('userOperationRuns (logs only)', () => {
  const [alice, bob] = [fresh(), fresh()]
  const event = (sender: Hex, nonce: bigint, success: boolean, logIndex: number) => ({
    address: entryPoint07Address,
    topics: encodeEventTopics({ abi: [userOperationEvent], eventName: 'UserOperationEvent', args: { userOpHash: pad('0x01'), sender, paymaster: pad('0x', { size: 20 }) } }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }], [nonce, success, 1n, 1n]),
    logIndex: `0x${logIndex.toString(16)}` as Hex,
  })
  const other = (logIndex: number, address: Hex = fresh()) => ({ address, topics: [pad('0x02')], data: '0x' as Hex, logIndex })

  it("splits a bundle's logs at its UserOperations' events: each op owns what it emitted after the one before", () => {
    const logs = [
      other(3), // validation (deployment, prefund) belongs to no op's execution
      { address: entryPoint07Address, topics: ['0xbb47ee3e183a558b1a2ff0874b079f3fc5478b7454eacf2bfc5af2ff5878f972' as Hex], data: '0x' as Hex, logIndex: 4 },
      other(5),
      other(6),
      event(alice, 7n, true, 7),
      other(8),
      event(bob, (5n << 64n) + 2n, false, 9),
      other(10),
    ]
    const runs = userOperationRuns({ to: fresh(), input: '0x' }, logs)
    expect(runs.map(({ sender, nonce, success, logs }) => ({ sender, nonce, success, logs }))).toEqual([
      { sender: alice, nonce: 7n, success: true, logs: { first: 5, last: 7 } },
      { sender: bob, nonce: (5n << 64n) + 2n, success: false, logs: { first: 8, last: 9 } },
    ])
    expect([3, 4, 5, 6, 8, 10].map((index) => runOfLog(runs, index)?.sender)).toEqual([undefined, undefined, alice, alice, bob, undefined])
  })

  it('ignores UserOperationEvent-shaped logs from any other contract', () => {
    expect(userOperationRuns({ to: null, input: '0x' }, [{ ...event(alice, 1n, true, 1), address: fresh() }])).toEqual([])
  })
})

// The run's shared devnet with bundlers: this file sends only from account 8 (see sharedDevnetAccounts).
describe('a UserOperation that moves tokens, in Activity (sqlite, devnet with a bundler)', () => {
  const database = useTestDatabase('sqlite')
  const devnet = useTestDevnet({ bundler: true })

  it('shows as the ERC-20 transfers it made, from the smart account, with the tokens\' symbols and decimals; a batch as all of them', async () => {
    const { db } = database.get()
    const chain = devnet.chain()
    const master = parseMasterKey(testMasterKey)
    const funder = devnet.accounts()[8]!
    const [pusd, ptk] = devnet.tokens()
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: 'tokens-activity@example.com', master, now: Date.now() })
    const owner = await eoaAddress(db, userId)
    const { address } = await describeSmartAccount(chain, owner)
    await devnet.sendEth(funder, address, '1')
    await devnet.sendToken(funder, pusd!.address, address, parseUnits('30', pusd!.decimals))
    await devnet.sendToken(funder, ptk!.address, address, parseUnits('3', ptk!.decimals))

    // One UserOperation (which also deploys the account) whose one call is a PUSD transfer…
    const [recipient, second] = [fresh(), fresh()]
    const transfer = (to: Hex, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
    const sent = await signForUser(db, {
      userId,
      master,
      chains: [chain],
      request: { method: 'eth_sendTransaction', chainId: 31337, account: 'smartAccount', transaction: { to: pusd!.address, data: transfer(recipient, parseUnits('12.5', pusd!.decimals)) } },
    })
    if (!('hash' in sent)) throw new Error('expected a hash')
    // …and a batch: PUSD and PTK to another address, and some ETH.
    const batch = await signForUser(db, {
      userId,
      master,
      chains: [chain],
      request: {
        method: 'wallet_sendCalls',
        chainId: 31337,
        calls: [
          { to: pusd!.address, data: transfer(second, parseUnits('1', pusd!.decimals)) },
          { to: ptk!.address, data: transfer(second, parseUnits('2', ptk!.decimals)) },
          { to: second, value: parseEther('0.01') },
        ],
      },
    })
    if (!('id' in batch)) throw new Error('expected an id')
    const bundler = requireBundlerChain([chain], 31337)
    let status = await userOperationStatus(bundler, owner, batch.id)
    for (let tries = 0; status.status === 100 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = await userOperationStatus(bundler, owner, batch.id)
    }
    expect(status.status).toBe(200)
    const batchHash = status.receipts![0]!.transactionHash

    await createIndexer({ db, chain, logger: { warn: () => {}, info: () => {} } }).catchUp()
    const history = (who: Hex) =>
      queryHistory(db, { address: who, chainId: 31337, chains: [chain], tokens: (id) => loadTokenList(id), iconUrl: (symbol) => `/icons/${symbol}.svg` })

    const { data } = await history(address)
    const own = data.filter((item) => item.metadata.hash === sent.hash || item.metadata.hash === batchHash)
    const shown = own.map((item) => ({
      hash: item.metadata.hash,
      operationType: item.metadata.operationType,
      sentFrom: item.metadata.sentFrom,
      sentTo: item.metadata.sentTo.toLowerCase(),
      transfers: item.transfers.map((t) => [t.direction, t.quantity.numeric, t.quantity.decimals, t.fungible_info?.symbol]),
    }))
    expect(shown).toEqual([
      {
        hash: batchHash,
        operationType: 'send',
        sentFrom: address,
        sentTo: second.toLowerCase(),
        transfers: [
          ['out', '0.01', '18', 'ETH'],
          ['out', '1', String(pusd!.decimals), 'PUSD'],
          ['out', '2', String(ptk!.decimals), 'PTK'],
        ],
      },
      { hash: sent.hash, operationType: 'send', sentFrom: address, sentTo: recipient.toLowerCase(), transfers: [['out', '12.5', String(pusd!.decimals), 'PUSD']] },
    ])
    // The recipient sees it received from the smart account (not from the bundler).
    const received = (await history(recipient)).data
    expect(received.map((item) => [item.metadata.operationType, item.metadata.sentFrom, item.transfers[0]?.quantity.numeric, item.transfers[0]?.fungible_info?.symbol])).toEqual([
      ['receive', address, '12.5', 'PUSD'],
    ])
  }, 120_000)
})
