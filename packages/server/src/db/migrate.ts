import { type Kysely, type Migration, type MigrationResult, Migrator } from 'kysely'
import { ServerError } from '../errors.ts'
import * as initial from './migrations/0001_initial.ts'
import * as siwx from './migrations/0002_siwx.ts'
import * as activity from './migrations/0003_activity.ts'
import * as nonceOrigin from './migrations/0004_siwx_nonce_origin.ts'
import * as leases from './migrations/0005_leases.ts'
import * as names from './migrations/0006_names.ts'
import * as onrampCheckouts from './migrations/0007_onramp_checkouts.ts'
import * as nameAvatar from './migrations/0008_name_avatar.ts'
import * as embeddedWallet from './migrations/0009_embedded_wallet.ts'
import * as paySandboxExchange from './migrations/0010_pay_sandbox_exchange.ts'
import * as embeddedChallenges from './migrations/0011_embedded_challenges.ts'
import * as senderNonces from './migrations/0012_sender_nonces.ts'
import * as embeddedEmailChanges from './migrations/0013_embedded_email_changes.ts'
import * as embeddedSessionActivity from './migrations/0014_embedded_session_activity.ts'
import * as embeddedSocial from './migrations/0015_embedded_social.ts'
import * as paymaster from './migrations/0016_paymaster.ts'
import * as embeddedSocialLinks from './migrations/0017_embedded_social_links.ts'
import * as embeddedFarcaster from './migrations/0018_embedded_farcaster.ts'
import * as embeddedSocialRedirect from './migrations/0019_embedded_social_redirect.ts'
import * as paymasterSettlement from './migrations/0020_paymaster_settlement.ts'
import * as embeddedSocialAvatar from './migrations/0021_embedded_social_avatar.ts'
import * as embeddedSocialLinkBinding from './migrations/0022_embedded_social_link_binding.ts'
import * as paymasterReservations from './migrations/0023_paymaster_reservations.ts'
import * as embeddedFarcasterPoll from './migrations/0024_embedded_farcaster_poll.ts'
import * as paymasterAccountsFees from './migrations/0025_paymaster_accounts_fees.ts'
import * as embeddedPasskeys from './migrations/0026_embedded_passkeys.ts'
import * as indexerAddresses from './migrations/0027_indexer_addresses.ts'
import * as embeddedSendLimits from './migrations/0028_embedded_send_limits.ts'
import * as embeddedPasskeyNames from './migrations/0029_embedded_passkey_names.ts'

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_siwx': siwx,
  '0003_activity': activity,
  '0004_siwx_nonce_origin': nonceOrigin,
  '0005_leases': leases,
  '0006_names': names,
  '0007_onramp_checkouts': onrampCheckouts,
  '0008_name_avatar': nameAvatar,
  '0009_embedded_wallet': embeddedWallet,
  '0010_pay_sandbox_exchange': paySandboxExchange,
  '0011_embedded_challenges': embeddedChallenges,
  '0012_sender_nonces': senderNonces,
  '0013_embedded_email_changes': embeddedEmailChanges,
  '0014_embedded_session_activity': embeddedSessionActivity,
  '0015_embedded_social': embeddedSocial,
  '0016_paymaster': paymaster,
  '0017_embedded_social_links': embeddedSocialLinks,
  '0018_embedded_farcaster': embeddedFarcaster,
  '0019_embedded_social_redirect': embeddedSocialRedirect,
  '0020_paymaster_settlement': paymasterSettlement,
  '0021_embedded_social_avatar': embeddedSocialAvatar,
  '0022_embedded_social_link_binding': embeddedSocialLinkBinding,
  '0023_paymaster_reservations': paymasterReservations,
  '0024_embedded_farcaster_poll': embeddedFarcasterPoll,
  '0025_paymaster_accounts_fees': paymasterAccountsFees,
  '0026_embedded_passkeys': embeddedPasskeys,
  '0027_indexer_addresses': indexerAddresses,
  '0028_embedded_send_limits': embeddedSendLimits,
  '0029_embedded_passkey_names': embeddedPasskeyNames,
}

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

/**
 * Runs the pending migrations. Safe to run from several processes at once: Postgres takes
 * Kysely's advisory lock, SQLite runs each migration in a `BEGIN IMMEDIATE` transaction.
 *
 * @returns the migrations that ran (empty when already up to date).
 * @throws {ServerError} when a migration fails.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new ServerError(
      'internal_error',
      500,
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  return results
}
