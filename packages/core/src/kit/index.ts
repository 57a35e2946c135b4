export { createPortico, type Portico } from './createPortico'
export type { Account } from './actions/getAccount'
export type { ThemeState } from './context'
export type { Metadata, PorticoEvents, PorticoOptions, ThemeMode } from './types'
