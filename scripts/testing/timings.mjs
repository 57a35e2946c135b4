import { relative } from 'node:path'

const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(7)

/**
 * Prints why a step failed (its output's excerpt, when it has one), where the suite's time went:
 * each step's wall time (with its tests), the 15 slowest test files, and the closing count line. Returns whether anything failed.
 */
export function printTimings({ steps, reports, totalMs, root, machineCpuSeconds }) {
  const files = reports.flatMap((report) => report.testResults ?? [])
  const counts = (name) => {
    const report = reports.find((r) => r.__name === name)
    return report ? ` ${report.numPassedTests} passed, ${report.numFailedTests} failed in ${report.testResults?.length ?? 0} files` : ''
  }
  for (const step of steps.filter((s) => s.excerpt?.length)) {
    console.log(`\nwhy ${step.name} failed (its own output, from the first failure vitest reported)`)
    for (const line of step.excerpt) console.log(`  | ${line}`)
  }
  console.log(`\nwhere the time went (node ${process.version}; wall time, and CPU time of each step's processes; the lanes run side by side)`)
  const cpuOf = (value) => (value === undefined ? ''.padStart(12) : `${seconds(value * 1000)} CPU`)
  for (const step of steps) console.log(`  ${step.name.padEnd(14)}${seconds(step.ms)}${cpuOf(step.cpuSeconds)}${step.ok === false ? '  FAILED' : ''}${counts(step.name)}`)
  const measured = steps.filter((step) => step.cpuSeconds !== undefined)
  const cpuTotal = measured.length ? measured.reduce((total, step) => total + step.cpuSeconds, 0) : undefined
  console.log(`  ${'total'.padEnd(14)}${seconds(totalMs)}${cpuOf(cpuTotal)}${cpuTotal === undefined ? '' : ` (${(cpuTotal / (totalMs / 1000)).toFixed(2)} cores busy on average)`}`)
  if (machineCpuSeconds !== undefined) {
    console.log(`  ${'machine'.padEnd(14)}${' '.repeat(7)}${cpuOf(machineCpuSeconds)} (every process, the Postgres cluster too: ${(machineCpuSeconds / (totalMs / 1000)).toFixed(2)} cores busy)`)
  }

  console.log('\nslowest test files')
  const slowest = files
    .map((file) => ({ name: relative(root, file.name), ms: file.endTime - file.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 15)
  for (const file of slowest) console.log(`  ${seconds(file.ms)}  ${file.name}`)

  const failures = files.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({ file: relative(root, file.name), name: test.fullName, message: String(test.failureMessages?.[0] ?? '').split('\n')[0] })),
  )
  const brokenFiles = files.filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'))
  if (failures.length || brokenFiles.length) {
    console.log('\nfailed')
    for (const failure of failures) console.log(`  ${failure.file} > ${failure.name}\n      ${failure.message.slice(0, 300)}`)
    for (const file of brokenFiles) console.log(`  ${relative(root, file.name)} (the file failed: ${whyFileFailed(file)})`)
  }

  const sum = (key) => reports.reduce((total, report) => total + (report[key] ?? 0), 0)
  const [passed, failed, skipped] = [sum('numPassedTests'), sum('numFailedTests'), sum('numPendingTests') + sum('numTodoTests')]
  const stepFailed = steps.some((step) => step.ok === false)
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  return stepFailed || failed > 0
}

/** A failed file without a failed test: its own error, else a hook that failed (skipping its tests, or after them). */
function whyFileFailed(file) {
  const message = String(file.message ?? '').split('\n')[0].slice(0, 300)
  if (message) return message
  const skipped = (file.assertionResults ?? []).filter((test) => test.status === 'skipped' || test.status === 'pending').length
  return skipped ? `a hook failed and ${skipped} tests did not run; its error is above` : 'a hook failed after its tests; its error is above'
}
