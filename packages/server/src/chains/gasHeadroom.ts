/**
 * A node's gas estimate with half again on top, as wallets send it. The estimate runs on a pending
 * block; the block that includes the transaction may differ (a later timestamp makes an oracle or a
 * price accumulator write, another transaction moves a pool), and a transaction sent with the bare
 * estimate then runs out of gas. Unused gas is not paid for.
 */
export function withGasHeadroom(estimate: bigint): bigint {
  return estimate + estimate / 2n
}
