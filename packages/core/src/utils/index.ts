export { bindLazy, type Bound } from './bindLazy'
