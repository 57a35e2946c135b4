import { describe, expect, test } from 'vitest'
import { readmeBlock } from '../../consumers/createConsumerApp.ts'
import { quickStartApp } from '../../consumers/quickStart.ts'

describe('the quick start', () => {
  test("the README's quick start is examples/vite's src/App.tsx, word for word (the app the consumer tests build and drive)", () => {
    expect(readmeBlock('src/App.tsx')).toBe(quickStartApp())
  })
})
