export function nodeHeadersDir(options?: { execPath?: string; version?: string }): string | undefined
