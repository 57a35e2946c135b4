/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_DEVNET_RPC_URL?: string
  readonly VITE_DEVNET2_RPC_URL?: string
}
