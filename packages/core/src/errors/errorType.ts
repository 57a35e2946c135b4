/**
 * Any error, by its `name` (default 'Error'): the last member of every action's `…ErrorType` union,
 * as in wagmi and viem, for what an action lets through untyped (an app's own `siwx` callbacks, a
 * wallet answer outside a request the kit maps).
 *
 * @example
 * type E = ConnectErrorType // … | BaseErrorType | ErrorType
 * if (error.name === 'UserRejectedRequestError') …
 */
export type ErrorType<name extends string = 'Error'> = Error & { name: name }
