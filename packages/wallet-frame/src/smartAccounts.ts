import type { Api, ServerUser } from './api.ts'
import type { FrameStorage } from './storage.ts'

type AccountType = 'eoa' | 'smartAccount'
type SmartAccount = { address: string; deployed: boolean; sponsored: boolean }

/**
 * The user's accounts as the frame serves them: the EOA (the server holds its key) and, on a chain
 * whose server has a bundler, the Safe it owns. Which one acts is the visitor's choice per chain
 * (kept in the frame's storage), by default the smart account where there is one (spec §9). The
 * acting account's address is the user's `address`.
 */
export function createSmartAccounts({ api, storage, chainId }: { api: Api; storage: FrameStorage; chainId: () => string }) {
  /** The smart account on the chain, or undefined where it is not offered (or the server cannot say now). */
  const accountOn = async (chain: string): Promise<SmartAccount | undefined> => {
    const id = Number(chain)
    if (!Number.isSafeInteger(id) || id <= 0) return undefined
    return (await api.smartAccount(id)).account ?? undefined
  }
  const preferred = (chain: string, smart: SmartAccount | undefined): AccountType => (smart ? (storage.preferredAccountType(chain) ?? 'smartAccount') : 'eoa')

  return {
    /** The user on `chain`: both accounts with their types, the acting one's address, and whether the smart account is deployed. */
    async user(serverUser: ServerUser, chain: string): Promise<ServerUser> {
      const smart = await accountOn(chain).catch(() => undefined)
      if (!smart) return { ...serverUser, preferredAccountType: 'eoa', smartAccountDeployed: false }
      const type = preferred(chain, smart)
      return {
        ...serverUser,
        address: type === 'smartAccount' ? smart.address : serverUser.address,
        accounts: [...serverUser.accounts.filter((account) => account.type === 'eoa'), { address: smart.address, type: 'smartAccount' }],
        preferredAccountType: type,
        smartAccountDeployed: smart.deployed,
      }
    },
    async networks() {
      return (await api.smartAccount()).networks
    },
    /** The smart account on the current chain. @throws when it is not offered there. */
    async init() {
      const smart = await accountOn(chainId())
      if (!smart) throw new Error(`Smart accounts are not available on chain ${chainId()}`)
      return { address: smart.address, isDeployed: smart.deployed }
    },
    /** Makes `type` act on the current chain. @throws for the smart account where it is not offered. */
    async setPreferred(type: AccountType, eoa: string) {
      const smart = await accountOn(chainId())
      if (type === 'smartAccount' && !smart) throw new Error(`Smart accounts are not available on chain ${chainId()}`)
      storage.setPreferredAccountType(chainId(), type)
      return { type, address: type === 'smartAccount' ? smart!.address : eoa }
    },
    /** The account that acts on the current chain now. */
    async acting(): Promise<{ type: AccountType; smart: SmartAccount | undefined }> {
      const smart = await accountOn(chainId())
      return { type: preferred(chainId(), smart), smart }
    },
  }
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>
