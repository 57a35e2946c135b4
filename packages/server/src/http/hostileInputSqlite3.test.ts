import { describeHostileInput } from '../testing/hostileInputSuite.ts'
import { fuzzRuns } from '../testing/hostileRequests.ts'

// Part 3 of the hostile-input suite on SQLite (the parts run side by side): see describeHostileInput.
describeHostileInput({ kind: 'sqlite', runs: fuzzRuns(), part: { index: 2, of: 3 } })
