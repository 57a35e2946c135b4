type AccountType = 'eoa' | 'smartAccount'

/**
 * The server's sign request for an approved RPC request, made by the acting account: the EOA, or
 * the smart account (then the chain goes along: its signatures and sends are per chain).
 * `wallet_sendCalls` is the smart account's alone (one UserOperation).
 */
export function toSignRequest(method: string, params: unknown, chainId: string, account: AccountType): unknown {
  const list = Array.isArray(params) ? params : []
  const smart = account === 'smartAccount' ? { account, chainId: Number(chainId) } : {}
  if (method === 'personal_sign') return { method, message: list[0], ...smart }
  if (method === 'eth_signTypedData_v4') return { method, typedData: typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1], ...smart }
  if (method === 'eth_sendTransaction') {
    const { to, value, data, gas } = (list[0] ?? {}) as Record<string, string | undefined>
    return { method, chainId: Number(chainId), transaction: { to, ...(value ? { value } : {}), ...(data ? { data } : {}), ...(gas ? { gas } : {}) }, ...smart }
  }
  if (method === 'wallet_sendCalls' && account === 'smartAccount') {
    const { calls } = (list[0] ?? {}) as { calls?: unknown }
    const given = Array.isArray(calls) ? (calls as Record<string, string | undefined>[]) : []
    return {
      method,
      chainId: Number(chainId),
      calls: given.map(({ to, value, data }) => ({ to, ...(value ? { value } : {}), ...(data ? { data } : {}) })),
    }
  }
  throw new Error(`The embedded wallet cannot do ${method} yet`)
}
