import { TestWalletError } from '../errors.ts'

/** Items that arrive over time, taken oldest first; `take` waits for one up to a timeout. */
export function createWaitList<T>() {
  const items: T[] = []
  const takers: Array<(item: T) => void> = []
  return {
    push(item: T) {
      const taker = takers.shift()
      if (taker) taker(item)
      else items.push(item)
    },
    take(timeout: number, what: string): Promise<T> {
      if (items.length) return Promise.resolve(items.shift()!)
      return new Promise<T>((resolve, reject) => {
        const taker = (item: T) => {
          clearTimeout(timer)
          resolve(item)
        }
        const timer = setTimeout(() => {
          takers.splice(takers.indexOf(taker), 1)
          reject(new TestWalletError(`No ${what} arrived within ${timeout} ms.`))
        }, timeout)
        takers.push(taker)
      })
    },
  }
}
