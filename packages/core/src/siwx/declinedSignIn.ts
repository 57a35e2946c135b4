import type { KitContext } from '../kit/context'
import { storageKeys } from '../storage/storageKeys'

const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The accounts (`chainId:address`) whose optional sign-in the visitor declined since they last connected. */
function declined(ctx: Pick<KitContext, 'storage'>): string[] {
  return ctx.storage.get(storageKeys.siwxDeclined, isList) ?? []
}

/** Whether the visitor declined the optional sign-in of `account` (kept across reloads, see `forgetDeclinedSignIns`). */
export function isSignInDeclined(ctx: Pick<KitContext, 'storage'>, account: { chainId: string; address: string }): boolean {
  return declined(ctx).includes(`${account.chainId}:${account.address}`)
}

/** Remembers that the visitor declined the optional sign-in of `account`: it is not asked again, a reload included. */
export function declineSignIn(ctx: Pick<KitContext, 'storage'>, account: { chainId: string; address: string }): void {
  const key = `${account.chainId}:${account.address}`
  const list = declined(ctx)
  if (!list.includes(key)) ctx.storage.set(storageKeys.siwxDeclined, [...list, key])
}

/** The visitor connects a wallet again: the optional sign-in is asked again. */
export function forgetDeclinedSignIns(ctx: Pick<KitContext, 'storage'>): void {
  ctx.storage.remove(storageKeys.siwxDeclined)
}
