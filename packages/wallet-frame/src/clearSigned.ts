import type { Answer } from '@portico/core/contract'
import type { Translate } from './i18n/translate.ts'

type ClearSigned = Extract<Answer<'POST /v1/simulate'>, { status: 'message' }>['decoded']

/**
 * The approval's rows for calls or a message the server read with its ERC-7730 descriptors: what
 * it does (the intent, and whose contract's description says so), then each field as the
 * descriptor labels it (English: the descriptors carry no other language). Nothing for a call the
 * server did not read.
 */
export function decodedRows(t: Translate, decoded: readonly ClearSigned[] | undefined): { label: string; value: string }[] {
  const list = decoded ?? []
  const rows: { label: string; value: string }[] = []
  list.forEach((call, index) => {
    if (!call) return
    const label = list.length > 1 ? t('clearSign.callIntent', { index: String(index + 1) }) : t('clearSign.intent')
    rows.push({ label, value: `${call.intent} (${call.owner})` }, ...call.fields.map(({ label, value }) => ({ label, value })))
  })
  return rows
}
