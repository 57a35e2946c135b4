import { BaseError } from '../errors/base'

export type SendInvalidReceiverErrorType = SendInvalidReceiverError & { name: 'SendInvalidReceiverError' }

/**
 * The receiver is not an address of the network's namespace (EVM: 40 hex characters, optional 0x).
 *
 * @example
 * throw new SendInvalidReceiverError({ receiverAddress: '0x123', chainNamespace: 'eip155' })
 * // Invalid receiver address
 */
export class SendInvalidReceiverError extends BaseError {
  override name = 'SendInvalidReceiverError' as const
  readonly receiverAddress: string

  constructor({ receiverAddress, chainNamespace }: { receiverAddress: string; chainNamespace: string }) {
    super('Invalid receiver address', { metaMessages: [`Received: ${receiverAddress}`, `Namespace: ${chainNamespace}`] })
    this.receiverAddress = receiverAddress
  }
}

export type SendInsufficientBalanceErrorType = SendInsufficientBalanceError & { name: 'SendInsufficientBalanceError' }

/**
 * The amount is more than the balance of the token.
 *
 * @example
 * throw new SendInsufficientBalanceError({ symbol: 'ETH', amount: '2', balance: '1.5' })
 * // Insufficient balance
 */
export class SendInsufficientBalanceError extends BaseError {
  override name = 'SendInsufficientBalanceError' as const
  readonly symbol: string

  constructor({ symbol, amount, balance }: { symbol: string; amount: string; balance: string }) {
    super('Insufficient balance', { metaMessages: [`Amount: ${amount} ${symbol}`, `Balance: ${balance} ${symbol}`] })
    this.symbol = symbol
  }
}

export type SendInvalidAmountErrorType = SendInvalidAmountError & { name: 'SendInvalidAmountError' }

/**
 * The amount has more decimals than the token, or is not a plain decimal number.
 *
 * @example
 * throw new SendInvalidAmountError({ amount: '0.0000001', decimals: 6 })
 * // Invalid amount
 */
export class SendInvalidAmountError extends BaseError {
  override name = 'SendInvalidAmountError' as const

  constructor({ amount, decimals }: { amount: string; decimals: number }) {
    super('Invalid amount', { metaMessages: [`Received: ${amount}`, `The token has ${decimals} decimals.`] })
  }
}
