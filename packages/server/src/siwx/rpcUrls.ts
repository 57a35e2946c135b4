/** The RPC of each chain the server verifies signatures on, by CAIP-2 id (from the app's chains). */
export type RpcUrls = Readonly<Record<string, string>>
