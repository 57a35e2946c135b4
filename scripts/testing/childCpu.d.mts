export function endedChildrenCpuSeconds(read?: () => string): number | undefined
export interface CpuMeter {
  take(): number | undefined
}
export function createCpuMeter(read?: () => string): CpuMeter
export function machineBusySeconds(read?: () => string): number | undefined
