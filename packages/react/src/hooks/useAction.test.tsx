// @vitest-environment happy-dom
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { useDomRoot } from '../testing/domRoot'
import { useAction } from './useAction'

const dom = useDomRoot()

/** Renders a component on `useAction(action)` and hands out its latest result. */
async function mountAction<P, T>(action: (parameters: P) => Promise<T>) {
  const latest: { current?: ReturnType<typeof useAction<P, T>> } = {}
  function Probe() {
    latest.current = useAction(action)
    return <p>{latest.current.status}</p>
  }
  const host = await dom.render(<Probe />)
  return { host, latest: () => latest.current! }
}

it('mutate: a declined action lands in `error` and is never an unhandled rejection', async () => {
  const declined = new Error('User rejected the request.')
  const unhandled = vi.fn()
  process.on('unhandledRejection', unhandled)
  try {
    const { host, latest } = await mountAction(async (_: { message: string }) => Promise.reject(declined))
    let returned: unknown = 'not called'
    await act(async () => {
      returned = latest().mutate({ message: 'hello' })
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(returned).toBeUndefined()
    expect(host.textContent).toBe('error')
    expect(latest().error).toBe(declined)
    expect(unhandled).not.toHaveBeenCalled()
  } finally {
    process.off('unhandledRejection', unhandled)
  }
})

it('mutateAsync: resolves with the data, and rejects with the error it also keeps', async () => {
  let fail = false
  const { latest } = await mountAction(async (parameters: { n: number }) => {
    if (fail) throw new Error('no')
    return parameters.n * 2
  })
  await act(async () => expect(await latest().mutateAsync({ n: 21 })).toBe(42))
  expect(latest()).toMatchObject({ status: 'success', data: 42, isPending: false })
  fail = true
  await act(async () => expect(latest().mutateAsync({ n: 1 })).rejects.toThrow('no'))
  expect(latest()).toMatchObject({ status: 'error', data: undefined })
  expect(latest().error?.message).toBe('no')
})

it('only the latest call updates the state', async () => {
  const answers: ((value: string) => void)[] = []
  const { latest } = await mountAction((_: number) => new Promise<string>((resolve) => answers.push(resolve)))
  await act(async () => {
    latest().mutate(1)
    latest().mutate(2)
  })
  await act(async () => answers[1]!('second'))
  await act(async () => answers[0]!('first'))
  expect(latest().data).toBe('second')
})
