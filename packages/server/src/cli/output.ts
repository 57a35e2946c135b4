/** Where a CLI command prints its lines (stdout in the bin, a buffer in tests). */
export type Output = { out(line: string): void }
