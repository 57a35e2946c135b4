// The embedded wallet's tables (see `docs/security.md`, the custody model); `Database` in schema.ts joins them.
/** An embedded-wallet user (see `docs/security.md`, the custody model). */
export type EmbeddedUsersTable = {
  id: string
  created_at: number
}

/** How a user logs in: `(provider, subject)`, e.g. `('email', 'alice@example.com')`; social logins later. */
export type EmbeddedIdentitiesTable = {
  provider: string
  /** For e-mail: the address, lowercased. */
  subject: string
  user_id: string
  created_at: number
  /** A social login's display name (GitHub login, Google name), as the provider last said it; null for e-mail. */
  username: string | null
  /** A social login's picture (an http(s) URL, checked), as the provider last said it; null when it gave none. */
  avatar_url: string | null
}

/** A user's wallet; one per (user, type). `sealed_key` is the private key sealed under the master key (`sealPrivateKey`). */
export type EmbeddedWalletsTable = {
  /** EIP-55. */
  address: string
  user_id: string
  /** `eoa` (smart accounts later). */
  type: string
  /** JSON; opens only with the master key, which is never in the database. */
  sealed_key: string
  created_at: number
}

/** A device (a frame's random id, hashed) approved by the link mailed to an identity. */
export type EmbeddedDevicesTable = {
  /** `email:alice@example.com`. */
  identity: string
  /** SHA-256 (hex) of the frame's device id. */
  device_hash: string
  approved_at: number
}

/** One e-mail login attempt, from start to session. */
export type EmbeddedLoginsTable = {
  /** 128 random bits (hex): the frame's handle on this attempt. */
  id: string
  project_id: string
  /** Lowercased. */
  email: string
  device_hash: string
  /** The frame's origin that started it (the session will be bound to it). */
  frame_origin: string
  /** The host page's origin, as the frame saw it (checked against the project's list). */
  parent_origin: string | null
  /** `device` (waiting for the mailed link), `otp` (code sent), `done` (a session was made). */
  status: 'device' | 'otp' | 'done'
  /** HMAC of the device-approval link's secret, until used. */
  device_secret_mac: string | null
  /** HMAC of the current OTP code. */
  otp_mac: string | null
  otp_expires_at: number | null
  /** Wrong codes tried against the current code. */
  attempts: number
  resends: number
  created_at: number
  expires_at: number
}

/** A mailed-code check of a logged-in user: an e-mail update or a key export (see `embedded/challenges.ts`). */
export type EmbeddedChallengesTable = {
  /** 128 random bits (hex): the frame's handle on it. */
  id: string
  /** `recovery_email`: a recovery e-mail added to a wallet without one (its code goes to that new address). */
  kind: 'update_email' | 'export_key' | 'recovery_email'
  project_id: string
  user_id: string
  /** The session that asked (its token's hash): only it may go on. */
  session_id: string
  frame_origin: string
  /** The user's address when it began (the first code goes there); `''` for a passkey-only wallet's export (no code: its passkey is the factor). */
  email: string
  /** The address an update moves to (the second code goes there). */
  new_email: string | null
  /** `primary` (a code to `email`), `secondary` (a code to `new_email`), `done`. */
  step: 'primary' | 'secondary' | 'done'
  otp_mac: string | null
  otp_expires_at: number | null
  /** Wrong codes tried against the current code. */
  attempts: number
  resends: number
  created_at: number
  expires_at: number
}

/** Embedded-wallet sessions; `id` is the SHA-256 (hex) of the token, bound to a project and the frame's origin. */
export type EmbeddedSessionsTable = {
  id: string
  project_id: string
  user_id: string
  frame_origin: string
  parent_origin: string | null
  created_at: number
  expires_at: number
  revoked_at: number | null
  /** When it was last used (ms since the epoch; null: not since it was made). */
  last_seen_at: number | null
  /** The browser's User-Agent when it was made, at most 200 characters. */
  user_agent: string | null
  /** How it was made: `farcaster` (a cross-device sign-in; no linking from it), null for the others. */
  login_kind: 'farcaster' | null
}

/** Rows of `embedded_email_changes`: a wallet's e-mail change, undoable for 48 h by the link mailed to the old address. */
export type EmbeddedEmailChangesTable = {
  id: string
  user_id: string
  old_email: string
  new_email: string
  /** MAC (under the master key) of the undo link's secret. */
  undo_mac: string
  /** ms since the epoch. */
  created_at: number
  undo_until: number
  undone_at: number | null
}

/** A project's OAuth client at a social provider: the client id, and the name of the environment variable holding its secret (never the secret). */
export type EmbeddedSocialClientsTable = {
  project_id: string
  /** `google`, `github`… */
  provider: string
  client_id: string
  secret_env: string
  /** Apple only: the team and key its client-secret JWT is signed under. */
  apple_team_id: string | null
  apple_key_id: string | null
  created_at: number
}

/** One social login attempt, from the frame's start to its session (see `embedded/social/`). */
export type EmbeddedSocialLoginsTable = {
  /** 128 random bits (hex): the frame's handle on it. */
  id: string
  project_id: string
  provider: string
  /** SHA-256 (hex) of the `state` sent to the provider. */
  state_hash: string
  /** The OIDC nonce (also sent to non-OIDC providers' flows, unused there). */
  nonce: string
  /** The PKCE verifier; never leaves the server. */
  code_verifier: string
  frame_origin: string
  /** The host page's origin, as the frame saw it (checked against the project's list). */
  parent_origin: string
  /** `pending` (at the provider), `done` (identity known, result waiting for the frame), `failed`, `used`. */
  status: 'pending' | 'done' | 'failed' | 'used'
  user_id: string | null
  /** HMAC of the one-time result code handed to the frame. */
  result_mac: string | null
  /** Why it failed (an `embedded_social_*` code). */
  error_code: string | null
  /** Set when a logged-in user links this login to their wallet (not a sign-in). */
  link_user_id: string | null
  /** Same-tab login (popup blocked): the host page's address to send the browser back to, checked at the start. */
  return_to: string | null
  /** A link: the session that started it (only it may finish), and the SHA-256 (hex) of the secret its start answered. */
  link_session_id: string | null
  link_binding_hash: string | null
  /** A link: the identity the provider gave at the callback, linked only at the finish. */
  link_subject: string | null
  link_username: string | null
  link_avatar: string | null
  created_at: number
  expires_at: number
}

/** One Sign In With Farcaster attempt: the relay channel the server opened for the frame (see `embedded/farcaster/`). */
export type EmbeddedFarcasterLoginsTable = {
  /** 128 random bits (hex): the frame's handle on it. */
  id: string
  project_id: string
  /** The relay's bearer token for this channel; never leaves the server. */
  channel_token: string
  /** The nonce this server issued for the message the person signs. */
  nonce: string
  /** The SIWF message's `domain` this server asked for (the host page's host). */
  domain: string
  frame_origin: string
  /** The host page's origin, as the frame saw it (checked against the project's list). */
  parent_origin: string
  /** `pending` (at the relay), `verifying` (claimed by one poll), `used` (a session made), `failed`. */
  status: 'pending' | 'verifying' | 'used' | 'failed'
  /** Why it failed (an `embedded_farcaster_*` code). */
  error_code: string | null
  /** SHA-256 (hex) of the poll secret the frame made; a poll without the secret is refused (null: a row from before). */
  poll_secret_hash: string | null
  created_at: number
  expires_at: number
}

/** A user's WebAuthn credentials (issue 40); the RP ID is the frame origin's host (see docs/security.md). */
export type EmbeddedPasskeysTable = {
  /** The credential ID, base64url, as the authenticator made it. */
  credential_id: string
  user_id: string
  /** The COSE public key, base64url. */
  public_key: string
  /** The signature counter last seen (0 for authenticators that keep none, like most synced passkeys). */
  counter: number
  /** `singleDevice` or `multiDevice` (backup eligible), and whether it was backed up at the last use. */
  device_type: string
  backed_up: number
  /** JSON list of the transports the browser reported (`internal`, `hybrid`…). */
  transports: string
  rp_id: string
  created_at: number
  last_used_at: number | null
  /** The person's name for it (1 to 64 characters, checked by the contract's `passkeyName`); null for one added before names. */
  name: string | null
}

/** A wallet's passkey send limit (issue 40): a send whose native value is above it needs the passkey. */
export type EmbeddedSendLimitsTable = {
  user_id: string
  /** In the chain's smallest native unit (wei), as a decimal string (up to 78 digits: any uint256). */
  limit_wei: string
  updated_at: number
}

/** A WebAuthn ceremony's challenge: single use (`used_at`), short-lived, bound to the frame origin and (for a signed-in step) the session. */
export type EmbeddedPasskeyChallengesTable = {
  /** 128 random bits (hex): the frame's handle on it. */
  id: string
  /** `register` (a new passkey), `login` (a discoverable sign-in), `verify` (the second factor of a signed-in user). */
  purpose: 'register' | 'login' | 'verify'
  /** base64url, as given to the browser. */
  challenge: string
  project_id: string
  frame_origin: string
  /** For `register` to an existing user and `verify`: the user and the session that asked. */
  user_id: string | null
  session_id: string | null
  /** For a new user's `register`: the WebAuthn user handle offered (base64url). */
  user_handle: string | null
  created_at: number
  expires_at: number
  used_at: number | null
}
