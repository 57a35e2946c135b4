// The wire types are the contract's (`@portico/core/contract`): what the server answers.
export type { ExchangePaymentStatus, PayExchange, StartedExchangePayment } from '../contract/types'
