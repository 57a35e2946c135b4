import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { HeavyFirstSequencer } from './scripts/testing/heavyFirstSequencer.ts'
import { isolatedTestFiles } from './scripts/testing/isolatedTestFiles.ts'

// Inside this repository, `@portico/*` packages resolve to their TypeScript sources (the
// `@portico/source` export condition); apps outside it get the built `dist/`.
const conditions = ['@portico/source']

// Vitest's default is one worker fewer than the cores (one, on our 2-core machines): the unit files
// wait on Postgres, anvil and child processes often enough that every core can take a file.
const workers = Number(process.env.PORTICO_TEST_WORKERS) || availableParallelism()

// How many end-to-end files run at a time: two by default (see the e2e project); PORTICO_E2E_WORKERS=1 runs one.
const e2eWorkers = Number(process.env.PORTICO_E2E_WORKERS) || 2

const isolated = isolatedTestFiles(import.meta.dirname)
const shuffledFiles = process.argv.some((arg) => /^--sequence\.shuffle(?:$|=(?!false)|\.files(?:$|=(?!false)))/.test(arg))

/** The unit projects' common settings (`unit` and `unit-isolated`: the same files, split by isolation). */
const unit = {
  // The packages' tests, their benchmarks' own (the load generator), and the repository scripts' (licence report, release).
  include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'packages/*/bench/**/*.test.ts', 'scripts/**/*.test.ts'],
  environment: 'node',
  maxWorkers: workers,
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // A global or env variable a test stubs (vi.stubGlobal, vi.stubEnv) is put back after it.
  unstubGlobals: true,
  unstubEnvs: true,
}

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
    // A `.only` left in a file would quietly skip the rest of it: refused everywhere, not only where
    // CI=true (vitest's default). Every test file belongs to a project (scripts/testing/projectMembership.test.ts).
    allowOnly: false,
    // The minutes-long unit files first, so both cores stay busy to the end (see the sequencer). A run
    // that asks for shuffled files (`--sequence.shuffle`, `--sequence.shuffle.files`) gets vitest's random
    // order instead: vitest shuffles files only with its own sequencer.
    sequence: shuffledFiles ? {} : { sequencer: HeavyFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          ...unit,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...isolated],
          // One Postgres cluster for the run; each file still makes a database of its own on it. One
          // devnet with bundlers for the files that send UserOperations (sharedDevnetAccounts).
          globalSetup: ['scripts/testing/sharedPostgres.ts', 'scripts/testing/sharedDevnet.ts'],
          // Files share workers: each module is loaded once per worker, not once per file (the files'
          // imports took most of the run's time). What a file changes it restores (vitest restores spies
          // after each file; stubbed globals and env variables below; fake timers in the files' afterEach).
          isolate: false,
        },
      },
      {
        extends: true,
        // The files that mock modules or need a browser-like environment (scripts/testing/isolatedTestFiles.ts):
        // each in a fresh worker, as vitest runs files by default. Same run as `unit` (scripts/test.mjs).
        // No global setup: none of them uses the database or the shared devnet (one that did would start
        // its own, as in a run of a few files).
        test: { ...unit, name: 'unit-isolated', include: isolated.length ? isolated : ['no-such-file'] },
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
          // Two files at a time (PORTICO_E2E_WORKERS): an e2e file waits on Chromium, the chain and the
          // server most of its time (the last CI run: 1,599 s wall, 670 s CPU one at a time), so two side by
          // side end sooner. Each file has test accounts of its own (e2e/accounts.ts, checked by
          // accounts.test.ts) and its own receivers and shop, so neither moves the other's balances, nonces
          // or activity; its e-mail cooldowns pass by address (cooldownsPass).
          maxWorkers: e2eWorkers,
          // Files share a worker's modules (playwright, viem, the devnet's) and its one Chromium (e2e/browser.ts).
          isolate: false,
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
