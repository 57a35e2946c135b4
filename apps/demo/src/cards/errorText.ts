/** The short, human part of an error (Portico errors carry `shortMessage`). */
export function errorText(error: Error): string {
  return (error as { shortMessage?: string }).shortMessage ?? error.message
}
