import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { HeavyFirstSequencer } from './scripts/testing/heavyFirstSequencer.ts'

// Inside this repository, `@portico/*` packages resolve to their TypeScript sources (the
// `@portico/source` export condition); apps outside it get the built `dist/`.
const conditions = ['@portico/source']

// Vitest's default is one worker fewer than the cores (one, on our 2-core machines): the unit files
// wait on Postgres, anvil and child processes often enough that every core can take a file.
const workers = Number(process.env.PORTICO_TEST_WORKERS) || availableParallelism()

export default defineConfig({
  resolve: { conditions },
  // Test files run in the ssr environment, global setups in vitest's own.
  ssr: { resolve: { conditions, externalConditions: conditions } },
  // Global setups run in Node: packages that export only per-platform entries (@solana/kit) need 'node'.
  environments: { __vitest__: { resolve: { conditions: [...conditions, 'node'] } } },
  test: {
    // A busy 2-core machine: vitest's 1 s default for expect.poll is shorter than some waits the code
    // itself makes (the wallet frame's 1 s approval gate), so polls wait up to 10 s in every project.
    expect: { poll: { timeout: 10_000 } },
    // The minutes-long unit files first, so both cores stay busy to the end (see the sequencer).
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The packages' tests, and the repository scripts' own (licence report, release).
          include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          // One Postgres cluster for the run; each file still makes a database of its own on it. One
          // devnet with bundlers for the files that send UserOperations (sharedDevnetAccounts).
          globalSetup: ['scripts/testing/sharedPostgres.ts', 'scripts/testing/sharedDevnet.ts'],
          maxWorkers: workers,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['apps/demo/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/demo/e2e/globalSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Apps outside this repository that install Portico from its packed tarballs.
          name: 'consumers',
          include: ['consumers/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['consumers/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
