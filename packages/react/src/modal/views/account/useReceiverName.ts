import { isEnsName, isValidName, normalizeName, setSend } from '@portico/core'
import { accountFeatureWorksOn } from '@portico/core/internal'
import { useCallback } from 'react'
import { usePorticoContext } from '../../../context'
import { usePorticoAccount } from '../../../hooks/usePorticoAccount'
import { ReceiverNameNotFoundError } from './receiverNameNotFound'

/** Text that reads as an address (0x…, or 40 hex digits): never looked up as a name. */
const looksLikeAddress = (text: string) => /^0x/i.test(text) || /^[0-9a-f]{40}$/i.test(text)

/**
 * Send's receiver may be a name, a Portico name or an ENS name (where the adapter declares `names`: EVM): before the send is checked, a typed name is resolved and
 * the send state gets its account's address, keeping the name to show.
 *
 * @throws {ResolveNameFailedError} 'Error resolving name' when the server fails.
 * @throws {ReceiverNameNotFoundError} when no account has that name.
 */
export function useReceiverName(): () => Promise<void> {
  const { portico } = usePorticoContext()
  const { chainNamespace } = usePorticoAccount()
  return useCallback(async () => {
    const { receiverAddress, receiverProfileName } = portico.stores.account.getState().send
    const typed = (receiverProfileName ?? receiverAddress ?? '').trim()
    if (!accountFeatureWorksOn(portico.context, 'names', chainNamespace) || !typed || looksLikeAddress(typed) || !(isValidName(normalizeName(typed)) || isEnsName(normalizeName(typed)))) return
    const record = await portico.resolveName(typed)
    if (!record) throw new ReceiverNameNotFoundError(normalizeName(typed))
    setSend(portico.stores.account, { receiverAddress: record.address, receiverProfileName: record.name })
  }, [portico, chainNamespace])
}
