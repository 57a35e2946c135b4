import { custom } from 'viem'
import { createPaymasterClient, type PaymasterClient } from 'viem/account-abstraction'
import { type HandlePaymasterParameters, handlePaymasterRequest } from './handlePaymasterRequest.ts'
import { sponsorsChain } from './sponsorsChain.ts'

/**
 * The project's own ERC-7677 paymaster service as a viem paymaster client that calls it in-process
 * (the same checks, reservation and signature as `POST /v1/paymaster`), for the embedded wallet's
 * smart account: its UserOperations on a chain the project's policy sponsors are paid by the
 * paymaster. Undefined when this server has no paymaster or the policy does not sponsor `chainId`
 * (the account then pays its own gas). A refusal (a cap or the budget used up, a target not allowed)
 * surfaces as the error of the UserOperation's preparation, with the policy's reason.
 */
export async function projectPaymaster(chainId: number, parameters: Omit<HandlePaymasterParameters, 'now'> & { now: () => number }): Promise<PaymasterClient | undefined> {
  if (!(await sponsorsChain(parameters.db, parameters.paymaster, parameters.project.id, chainId))) return undefined
  let id = 0
  return createPaymasterClient({
    transport: custom({
      async request({ method, params }) {
        const answer = await handlePaymasterRequest({ jsonrpc: '2.0', id: ++id, method, params }, { ...parameters, now: parameters.now() })
        if (answer.error) throw Object.assign(new Error(`paymaster: ${answer.error.message}`), answer.error)
        return answer.result
      },
    }),
  })
}
