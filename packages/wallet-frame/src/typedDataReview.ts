import type { Api } from './api.ts'
import { decodedRows } from './clearSigned.ts'
import type { Translate } from './i18n/translate.ts'
import { serverWarningText, type Simulated, withTimeout } from './simulation.ts'

const nothing: Simulated = { rows: [], warnings: [], danger: false }

/**
 * An `eth_signTypedData_v4` message as the server reads it (`POST /v1/simulate` with `typedData`): its
 * rows in words and the server's warnings (a Permit or Permit2 spender with no code is a danger,
 * so Approve takes one step more). When the server does not answer in time, or the JSON is not an
 * object, nothing is added: the approval still shows the message and the frame's own permit words.
 */
export async function typedDataRows(
  api: Pick<Api, 'simulateTypedData' | 'me'>,
  t: Translate,
  { params, chainId, from }: { params: unknown; chainId: string; from: string | undefined },
): Promise<Simulated> {
  const list = Array.isArray(params) ? params : []
  let typedData: unknown
  try {
    typedData = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]
  } catch {
    return nothing
  }
  if (typeof typedData !== 'object' || typedData === null || Array.isArray(typedData)) return nothing
  try {
    const answer = await withTimeout(
      (async () => api.simulateTypedData({ chainId: Number(chainId), from: from ?? (await api.me()).user.address, typedData: typedData as Record<string, unknown> }))(),
    )
    if (answer.status !== 'message') return nothing
    return {
      rows: decodedRows(t, [answer.decoded]),
      warnings: answer.warnings.map((warning) => serverWarningText(t, warning)),
      danger: answer.warnings.some((warning) => warning.severity === 'danger'),
    }
  } catch {
    return nothing
  }
}
