import type { Translate } from './i18n/translate.ts'

type Row = { label: string; value: string }
type Acting = { type: 'eoa' | 'smartAccount'; smart: { address: string; sponsored: boolean } | undefined }

/**
 * The approval's rows on who acts, where the wallet has a smart account on the chain (else the EOA
 * is its only account and nothing needs saying): the account that acts (smart account or EOA) and,
 * for the smart account, who pays the network fee (the app's paymaster, or the account). `eoa` is
 * the EOA's address, needed only when it acts.
 */
export function actingRows(t: Translate, acting: Acting, eoa: string | undefined): Row[] {
  if (!acting.smart) return []
  if (acting.type === 'eoa') return eoa ? [{ label: t('request.from'), value: t('request.eoa', { address: eoa }) }] : []
  return [
    { label: t('request.from'), value: t('request.smartAccount', { address: acting.smart.address }) },
    { label: t('request.fee'), value: t(acting.smart.sponsored ? 'request.sponsored' : 'request.paidByAccount') },
  ]
}
