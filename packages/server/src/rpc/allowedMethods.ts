import { z } from 'zod'

/**
 * The RPC methods the chain proxy forwards when a project has not narrowed them (spec §5: eth_* reads).
 * Wallet-side methods of the spec's list (personal_sign, eth_signTypedData_v4, eth_sendTransaction,
 * wallet_*) are the wallet's, not a node's: forwarded to a node they would make it sign with its
 * own keys (anvil has unlocked accounts), so the proxy refuses them. Signed transactions go through
 * eth_sendRawTransaction.
 */
export const defaultRpcMethods: readonly string[] = Object.freeze([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

/** Never forwarded, whatever a project lists: they sign with the node's keys or control the node. */
const forbidden = /^(eth_sendTransaction|eth_sign|eth_signTransaction|eth_signTypedData.*|eth_accounts|eth_coinbase|personal_.*|wallet_.*|anvil_.*|hardhat_.*|evm_.*|debug_.*|admin_.*|miner_.*|txpool_.*)$/

/** A project's own allow-list: a subset of the methods a node may serve (`eth_*`, `net_*`, `web3_*`, never signing ones). */
export const rpcMethodsSchema = z
  .array(
    z
      .string()
      .regex(/^(eth|net|web3)_[A-Za-z0-9]+$/, 'an RPC method is eth_*, net_* or web3_*')
      .refine((method) => !forbidden.test(method), 'signing and node-control methods are never forwarded'),
  )
  .max(200)
  .transform((methods) => [...new Set(methods)])
