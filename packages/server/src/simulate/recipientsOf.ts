import { type Address, getAddress, type Hex } from 'viem'
import { transferTopic, type SimulatedLog } from './readChanges.ts'

/** At most this many recipients are looked at (scam list) per batch. */
export const maxRecipients = 32

/** Who receives ETH, tokens or NFTs from `sender` in a simulated batch's logs (distinct, at most {@link maxRecipients}). */
export function recipientsOf(logs: readonly SimulatedLog[], sender: Address): Address[] {
  const me = sender.toLowerCase().slice(2)
  const found = new Set<string>()
  for (const log of logs) {
    const [topic0, topic1, topic2] = log.topics.map((topic) => topic.toLowerCase() as Hex)
    if (topic0 !== transferTopic || !topic1?.endsWith(me) || !topic2) continue
    found.add(getAddress(`0x${topic2.slice(-40)}`))
    if (found.size >= maxRecipients) break
  }
  return [...found] as Address[]
}
