/**
 * A synchronous string key-value store — the subset of the Web Storage API Portico uses, so
 * `localStorage`, `sessionStorage` or `createMemoryStorage()` fit.
 *
 * @example
 * const storage: Storage = createMemoryStorage()
 * storage.setItem('portico.email', '"satoshi@example.com"')
 */
export type Storage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
