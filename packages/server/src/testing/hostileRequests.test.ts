import { describe, expect, it } from 'vitest'
import { fuzzRuns, postgresFuzzRuns } from './hostileRequests.ts'

describe('requests per route', () => {
  it('SQLite takes PORTICO_FUZZ_RUNS, 200 without it or when it is not a positive integer', () => {
    expect(fuzzRuns({ PORTICO_FUZZ_RUNS: '10000' })).toBe(10_000)
    expect(fuzzRuns({})).toBe(200)
    expect(fuzzRuns({ PORTICO_FUZZ_RUNS: '-3' })).toBe(200)
    expect(fuzzRuns({ PORTICO_FUZZ_RUNS: '1.5' })).toBe(200)
  })

  it('Postgres takes PORTICO_FUZZ_RUNS_POSTGRES, else the SQLite count up to 500', () => {
    expect(postgresFuzzRuns({ PORTICO_FUZZ_RUNS: '10000' })).toBe(500)
    expect(postgresFuzzRuns({ PORTICO_FUZZ_RUNS: '300' })).toBe(300)
    expect(postgresFuzzRuns({ PORTICO_FUZZ_RUNS: '10000', PORTICO_FUZZ_RUNS_POSTGRES: '10000' })).toBe(10_000)
    expect(postgresFuzzRuns({ PORTICO_FUZZ_RUNS_POSTGRES: 'x' })).toBe(200)
  })
})
