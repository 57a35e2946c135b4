/**
 * Nearest-rank percentiles of a list of durations (ms), each rounded to 0.1 ms: every sample counts
 * once (no synthetic samples added), p99 of 2,000 samples is the 20th slowest. Zeros when empty.
 */
export function latencySummary(samples: number[]): { p50: number; p99: number; max: number } {
  if (samples.length === 0) return { p50: 0, p99: 0, max: 0 }
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!
  const round = (ms: number) => Math.round(ms * 10) / 10
  return { p50: round(rank(0.5)), p99: round(rank(0.99)), max: round(sorted.at(-1)!) }
}
