/** One relayed message, kept for its topic until its ttl runs out (store-and-forward). */
export type StoredMessage = {
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number
  /** Key of the client that published it: it is never delivered back to that client. */
  publisher: string
}

export type MessageStore = ReturnType<typeof createMessageStore>

/** Messages per topic until their ttl. `now` is injectable so expiry can be tested with a controlled clock. */
export function createMessageStore({ now = Date.now }: { now?: () => number } = {}) {
  const byTopic = new Map<string, StoredMessage[]>()

  function prune(topic: string) {
    const list = byTopic.get(topic)
    if (!list) return []
    const t = now()
    const live = list.filter((m) => m.expiresAt > t)
    if (live.length) byTopic.set(topic, live)
    else byTopic.delete(topic)
    return live
  }

  return {
    add(input: { topic: string; message: string; ttlSeconds: number; tag: number; publisher: string }) {
      const publishedAt = now()
      const stored: StoredMessage = {
        topic: input.topic,
        message: input.message,
        publishedAt,
        expiresAt: publishedAt + Math.max(1, input.ttlSeconds) * 1000,
        tag: input.tag,
        publisher: input.publisher,
      }
      const list = prune(input.topic)
      // The same ciphertext published twice (client retry) is stored once.
      if (!list.some((m) => m.message === stored.message)) byTopic.set(input.topic, [...list, stored])
      return stored
    },
    /** Live messages on a topic that the given client did not publish itself. */
    forClient(topic: string, client: string) {
      return prune(topic).filter((m) => m.publisher !== client)
    },
    size() {
      let n = 0
      for (const topic of [...byTopic.keys()]) n += prune(topic).length
      return n
    },
  }
}
