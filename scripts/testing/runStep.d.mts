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
}
export function failureExcerpt(lines: string[]): string[]
export function runStep(step: Step, options: { prefix: boolean }): Promise<StepResult>
