/** Calls inside calls (`calldata` fields: a Safe transaction, a router's multicall) read at most this deep. */
export const maxDecodeDepth = 3
/** Fields one decoded call or message shows at most, nested calls' included. */
export const maxDecodedFields = 64
/** Values in an EIP-712 message read at most (objects, arrays and leaves), and how deep it may nest. */
export const maxTypedDataNodes = 2_000
export const maxTypedDataDepth = 8
