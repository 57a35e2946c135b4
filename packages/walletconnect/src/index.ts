export { createSignClient, DEFAULT_RELAY_URL, type SignClient, type SignClientOptions, type SessionRequest } from './signClient.ts'
export type { ConnectParameters, Connection } from './propose.ts'
export { createProvider, type Provider, type ProviderOptions, type RequestArguments } from './provider.ts'
export { memoryStorage } from './store.ts'
export { formatPairingUri, parsePairingUri, type PairingUri } from './uri.ts'
export {
  ChainNotApprovedError,
  ClientClosedError,
  EnvelopeError,
  InvalidUriError,
  ProposalExpiredError,
  ProposalRejectedError,
  RelayConnectionError,
  RelayRequestError,
  RequestTimeoutError,
  SessionNotFoundError,
  SessionRequestError,
  WebSocketUnavailableError,
} from './errors.ts'
export type { Metadata, Pairing, ProposalNamespace, Session, SessionNamespace, SignClientEvents, StorageLike, WebSocketConstructor, WebSocketLike } from './types.ts'
