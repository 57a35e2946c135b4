import { describeHostileInput } from '../testing/hostileInputSuite.ts'
import { postgresFuzzRuns } from '../testing/hostileRequests.ts'

// The hostile-input suite on Postgres, every route: see describeHostileInput and postgresFuzzRuns.
describeHostileInput({ kind: 'postgres', runs: postgresFuzzRuns(), part: { index: 0, of: 1 } })
