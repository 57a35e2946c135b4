import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../db/schema.ts'
import type { MasterKey } from './masterKey.ts'
import { sealPrivateKey } from './sealKey.ts'
import type { EmbeddedUser } from './types.ts'

/**
 * The user of an identity (`email`, `alice@example.com`), made with its wallet on first login. Safe
 * under races (two first logins at once end with one user and one wallet): the identity and the
 * wallet are inserted with `on conflict do nothing` and read back. A social login's `username` and
 * `avatar` (checked by the caller: `pictureOf`) are the provider's latest.
 */
export async function findOrCreateUser(
  db: Kysely<Database>,
  parameters: { provider: string; subject: string; master: MasterKey; now: number; username?: string | undefined; avatar?: string | undefined },
): Promise<{ userId: string }> {
  const userId = randomBytes(16).toString('hex')
  const username = parameters.username ?? null
  const avatar = parameters.provider === 'email' ? null : (parameters.avatar ?? null)
  await db
    .insertInto('embedded_identities')
    .values({ provider: parameters.provider, subject: parameters.subject, user_id: userId, created_at: parameters.now, username, avatar_url: avatar })
    // A social login's display name and picture are the provider's latest (a GitHub login can be
    // renamed, a picture changed or removed); a login without a name (Apple's later ones) keeps the name.
    .onConflict((oc) =>
      parameters.provider === 'email'
        ? oc.columns(['provider', 'subject']).doNothing()
        : oc.columns(['provider', 'subject']).doUpdateSet(username === null ? { avatar_url: avatar } : { username, avatar_url: avatar }),
    )
    .execute()
  const identity = await db
    .selectFrom('embedded_identities')
    .select('user_id')
    .where('provider', '=', parameters.provider)
    .where('subject', '=', parameters.subject)
    .executeTakeFirstOrThrow()
  if (identity.user_id === userId) {
    await db.insertInto('embedded_users').values({ id: userId, created_at: parameters.now }).execute()
  }
  await ensureWallet(db, { userId: identity.user_id, master: parameters.master, now: parameters.now })
  return { userId: identity.user_id }
}

/** Makes the user's EOA when it has none: a fresh secp256k1 key, sealed (`sealPrivateKey`) before it is stored. */
async function ensureWallet(db: Kysely<Database>, { userId, master, now }: { userId: string; master: MasterKey; now: number }) {
  const existing = await db.selectFrom('embedded_wallets').select('address').where('user_id', '=', userId).where('type', '=', 'eoa').executeTakeFirst()
  if (existing) return
  const secret = randomBytes(32)
  try {
    const { address } = privateKeyToAccount(bytesToHex(secret))
    await db
      .insertInto('embedded_wallets')
      .values({ address, user_id: userId, type: 'eoa', sealed_key: sealPrivateKey(master, secret, { userId, address }), created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
      .execute()
  } finally {
    secret.fill(0)
  }
}

/** The user as the frame sees it: e-mail, the social login's name and picture, the EOA and the accounts list. */
export async function describeUser(db: Kysely<Database>, userId: string): Promise<EmbeddedUser> {
  const [identities, wallets] = await Promise.all([
    db.selectFrom('embedded_identities').select(['provider', 'subject', 'username', 'avatar_url', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('embedded_wallets').select(['address', 'type']).where('user_id', '=', userId).orderBy('created_at').execute(),
  ])
  const eoa = wallets.find((wallet) => wallet.type === 'eoa')
  if (!eoa) throw new Error(`User ${userId} has no wallet`)
  const email = identities.find((identity) => identity.provider === 'email')
  // A passkey login is no social one (it has no provider name or picture to show).
  const social = identities.find((identity) => identity.provider !== 'email' && identity.provider !== 'passkey')
  return {
    email: email?.subject ?? null,
    ...(social ? { socialProvider: social.provider, ...(social.username ? { userName: social.username } : {}), ...(social.avatar_url ? { userAvatar: social.avatar_url } : {}) } : {}),
    address: eoa.address,
    accounts: wallets.map((wallet) => ({ address: wallet.address, type: wallet.type === 'smartAccount' ? 'smartAccount' : 'eoa' })),
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}

/** The user's EOA address (the smart account's owner). */
export async function eoaAddress(db: Kysely<Database>, userId: string): Promise<`0x${string}`> {
  const wallet = await db.selectFrom('embedded_wallets').select('address').where('user_id', '=', userId).where('type', '=', 'eoa').executeTakeFirstOrThrow()
  return wallet.address as `0x${string}`
}
