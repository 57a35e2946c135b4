import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The unit files that run for minutes: the hostile-input parts (10,000 requests per route). */
const heavy = /\/hostileInput\w*\.test\.ts$/

/**
 * Starts the minutes-long files first. Vitest orders files by their last duration, which a fresh
 * clone does not have; it then takes the largest file first, and the hostile-input parts are
 * five-line files: they started last and ran alone on one core at the end, the other one idle.
 */
export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return [...sorted.filter((file) => heavy.test(file.moduleId)), ...sorted.filter((file) => !heavy.test(file.moduleId))]
  }
}
