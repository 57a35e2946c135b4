import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that run for minutes: the unit project's hostile-input parts (10,000 requests per route),
 * and the end-to-end files whose journeys take minutes (the accessibility file is 60 lines: its
 * journeys are in accessibility/, so by size it started last and ran alone at the end).
 */
const heavy = /\/hostileInput\w*\.test\.ts$|\/apps\/demo\/e2e\/(?:accessibility|phones|socialLogin)\.test\.ts$/

/**
 * Starts the minutes-long files first. Vitest orders files by their last duration, which a fresh
 * clone does not have; it then takes the largest file first, and the hostile-input parts are
 * five-line files: they started last and ran alone on one core at the end, the other one idle (as
 * the accessibility file did beside the second end-to-end worker).
 */
export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return [...sorted.filter((file) => heavy.test(file.moduleId)), ...sorted.filter((file) => !heavy.test(file.moduleId))]
  }
}
