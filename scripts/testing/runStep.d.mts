export interface Step {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
}
export interface StepResult {
  name: string
  ms: number
  ok: boolean
  excerpt?: string[]
  /** CPU seconds of the step's process tree, when a meter was given (Linux). */
  cpuSeconds?: number
}
export function failureExcerpt(lines: string[]): string[]
export function runStep(step: Step, options: { prefix: boolean; cpu?: import('./childCpu.mjs').CpuMeter }): Promise<StepResult>
