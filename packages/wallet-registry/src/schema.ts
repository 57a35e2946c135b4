import { z } from 'zod'

/** The chain namespaces (CAIP-2 prefixes) a registry wallet may declare. */
export const NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const
export type Namespace = (typeof NAMESPACES)[number]

export const namespaceSchema = z.enum(NAMESPACES)

/** kebab-case slug: lowercase letters and digits, single dashes between them. */
export const WALLET_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Reverse-DNS id as announced in EIP-6963 `info.rdns`: at least two dot-separated labels, the first
 * (top-level) label lowercase. Later labels may carry capitals because some wallets announce them
 * (`io.leapwallet.CompassWallet`).
 */
const RDNS_PATTERN = /^[a-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/

/** CAIP-2 chain id: `namespace:reference`. */
const CAIP2_PATTERN = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/** A native deep-link base such as `metamask://` or `okex://main`: a URL scheme followed by `://`. */
const CUSTOM_SCHEME_PATTERN = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/\S*$/

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password
  } catch {
    return false
  }
}

const httpsUrl = z.string().refine(isHttpsUrl, { message: 'must be an absolute https:// URL' })

/** An https URL whose origin and path start with `prefix` (a store listing). */
const storeUrl = (prefix: string, what: string) =>
  httpsUrl.refine((value) => value.startsWith(prefix), { message: `${what} link must start with ${prefix}` })

/**
 * A link that opens the wallet app: either a universal (https) link or a custom scheme. Plain http and
 * script-capable schemes are refused.
 */
const deepLink = z.string().refine(
  (value) => {
    if (value.startsWith('https://')) return isHttpsUrl(value)
    if (!CUSTOM_SCHEME_PATTERN.test(value)) return false
    const scheme = value.slice(0, value.indexOf(':')).toLowerCase()
    return !['http', 'javascript', 'data', 'vbscript', 'file', 'blob'].includes(scheme)
  },
  { message: 'must be an https:// universal link or a custom app scheme such as "metamask://"' },
)

export const walletLinksSchema = z.strictObject({
  /** Native deep link (`metamask://`) or universal link (`https://metamask.app.link`) of the mobile app. */
  mobile: deepLink.nullable(),
  /** Deep link that opens the desktop app, if it has one. */
  desktop: deepLink.nullable(),
  /** A web app the wallet runs in (e.g. Safe's `https://app.safe.global`). */
  webapp: httpsUrl.nullable(),
  appStore: storeUrl('https://apps.apple.com/', 'App Store').nullable(),
  playStore: storeUrl('https://play.google.com/store/apps/details?id=', 'Play Store').nullable(),
  chromeStore: storeUrl('https://chromewebstore.google.com/detail/', 'Chrome Web Store').nullable(),
})

export const injectedSchema = z.strictObject({
  namespace: namespaceSchema,
  /** How the injected provider identifies itself: a flag such as `isMetaMask`, or a provider key. */
  injectedId: z.string().min(1).max(64),
})

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>()
  const dup = new Set<string>()
  for (const value of values) {
    if (seen.has(value)) dup.add(value)
    seen.add(value)
  }
  return [...dup]
}

/** The format of one `wallets/<id>.json` file. */
export const walletSchema = z
  .strictObject({
    id: z.string().regex(WALLET_ID_PATTERN, { message: 'must be a kebab-case slug such as "coinbase-wallet"' }),
    name: z.string().trim().min(1).max(64),
    /** EIP-6963 reverse-DNS id the wallet announces, or null (no extension, or unknown). */
    rdns: z.string().regex(RDNS_PATTERN, { message: 'must be a reverse-DNS id such as "io.metamask"' }).nullable(),
    homepage: httpsUrl,
    links: walletLinksSchema,
    namespaces: z.array(namespaceSchema).min(1),
    chains: z.array(z.string().regex(CAIP2_PATTERN, { message: 'must be a CAIP-2 chain id such as "eip155:1"' })).min(1),
    walletConnect: z.boolean(),
    injected: z.array(injectedSchema),
    /** Popularity rank, 1 = most popular; unique across the registry. */
    order: z.number().int().positive(),
    /** Brand colour used as the monogram icon's background. */
    color: z.string().regex(/^#[0-9a-f]{6}$/, { message: 'must be a lowercase #rrggbb colour' }),
    /** The wallet's logo in `@web3icons/core` (its `wallets/branded` name); without one the icon is a monogram. */
    logo: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be a @web3icons/core wallet name (kebab-case)' })
      .optional(),
  })
  .superRefine((wallet, ctx) => {
    for (const dup of duplicates(wallet.namespaces)) {
      ctx.addIssue({ code: 'custom', path: ['namespaces'], message: `namespace "${dup}" is listed twice` })
    }
    for (const dup of duplicates(wallet.chains)) {
      ctx.addIssue({ code: 'custom', path: ['chains'], message: `chain "${dup}" is listed twice` })
    }
    const declared = new Set<string>(wallet.namespaces)
    const used = new Set<string>()
    wallet.chains.forEach((chain, index) => {
      const namespace = chain.slice(0, chain.indexOf(':'))
      used.add(namespace)
      if (!declared.has(namespace)) {
        ctx.addIssue({
          code: 'custom',
          path: ['chains', index],
          message: `chain "${chain}" is in namespace "${namespace}", which is not in namespaces`,
        })
      }
    })
    for (const namespace of wallet.namespaces) {
      if (!used.has(namespace)) {
        ctx.addIssue({ code: 'custom', path: ['namespaces'], message: `namespace "${namespace}" has no chain in chains` })
      }
    }
    wallet.injected.forEach((entry, index) => {
      if (!declared.has(entry.namespace)) {
        ctx.addIssue({
          code: 'custom',
          path: ['injected', index, 'namespace'],
          message: `injected namespace "${entry.namespace}" is not in namespaces`,
        })
      }
    })
    const links = wallet.links
    if (!links.mobile && !links.desktop && !links.webapp && !links.appStore && !links.playStore && !links.chromeStore) {
      // A wallet with nothing to open or install still has its homepage, but it must then be injected-only.
      if (wallet.injected.length === 0 && wallet.rdns === null) {
        ctx.addIssue({ code: 'custom', path: ['links'], message: 'wallet has no link, no rdns and no injected id: nothing can reach it' })
      }
    }
  })
