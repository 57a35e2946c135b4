/** Calls in one simulated batch (a `wallet_sendCalls` batch, or a transaction: 1). */
export const maxSimulatedCalls = 16
/** Bytes of calldata of one call (hex digits / 2). */
export const maxCalldataBytes = 32 * 1024
/** How long the node may take to simulate a batch before the server gives up. */
export const simulationTimeoutMs = 8_000
/** Balance and approval changes reported at most (a batch that moves more is cut, `truncated: true`). */
export const maxReportedChanges = 64
