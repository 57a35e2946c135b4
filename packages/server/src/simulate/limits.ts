// The batch's own bounds (calls, calldata bytes) are the contract's: SIMULATE_MAX_CALLS, SIMULATE_MAX_CALLDATA_BYTES.
/** How long the node may take to simulate a batch before the server gives up. */
export const simulationTimeoutMs = 8_000
/** Balance and approval changes reported at most (a batch that moves more is cut, `truncated: true`). */
export const maxReportedChanges = 64
