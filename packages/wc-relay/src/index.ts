export { createDevRelay } from './createDevRelay.ts'
export { createMessageStore, type MessageStore, type StoredMessage } from './messageStore.ts'
export type { DevRelay, DevRelayOptions, JsonRpcRequest } from './types.ts'
export { createLocalCore, skipCloudCalls, type LocalCoreOptions } from './createLocalCore.ts'
