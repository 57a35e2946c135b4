/** The token contract of a balance (its CAIP-10 `address`), or undefined for the native currency. */
export function tokenContract(address: string | undefined): string | undefined {
  return address ? address.split(':').at(-1) : undefined
}
