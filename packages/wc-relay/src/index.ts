export { createDevRelay } from './createDevRelay.ts'
export { createMessageStore, type MessageStore, type StoredMessage } from './messageStore.ts'
export type { DevRelay, DevRelayOptions, JsonRpcRequest } from './types.ts'
export { createLocalCore, LOCAL_CORE_CHECKED_VERSION, type LocalCoreOptions } from './createLocalCore.ts'
