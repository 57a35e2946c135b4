/** `portico-server --help`. */
export const usage = `Usage: portico-server <command>

Commands:
  start                                   Migrate, seed the wallets and serve the API (prints the URL; JSON
                                          request logs on stdout; SIGTERM/SIGINT drain, then exit)
  check [--all-chains]                    Check the configuration before going live (one line per problem,
                                          exit 1): origins, master key, SMTP, chain RPCs, bundlers, paymaster
                                          deposits, database migrated, social providers; --all-chains also
                                          the built-in public chains' default upstreams
  migrate [--dry-run]                     Run pending database migrations (--dry-run: list them, apply none)
  project create --name N [--id ID] [--origins a,b]
                                          Create a project (prints its id)
  project list [--json]                   List projects
  project show ID                         Show a project (JSON)
  project origins ID --set a,b            Replace the allow-list (--set '' allows any origin; sign-in then off)
  project origins ID --add X --remove Y   Add or remove origins (repeatable)
  project features ID [--email on|off] [--socials google,github|off] [--swaps on|off]
                      [--onramp on|off] [--activity on|off] [--branding on|off]
                      [--multi-wallet on|off] [--analytics on|off] [--pay on|off]
                                          Change features (prints them; pay on keeps e-mail and socials off in the kit)
  project rpc-methods ID [--set a,b | --reset]
                                          Methods the chain RPC proxy forwards (prints them)
  project social ID [--set google --client-id ID [--secret-env NAME]] [--remove google]
                                          Social login clients (prints them); the secret is read from
                                          the environment (default PORTICO_<PROVIDER>_CLIENT_SECRET)
  project paymaster ID [--enabled on|off] [--chains 31337,31338] [--targets any|0xA,0xB]
                       [--account-daily-cap WEI] [--budget WEI] [--reset-spent]
                       [--safe-accounts on|off] [--account-factories none|0xF,…]
                       [--account-code-hashes none|0xH,…] [--max-priority-fee WEI] [--base-fee-percent N]
                                          Gas sponsorship policy (prints it with the wei reserved so far;
                                          amounts are max gas cost: every gas limit times maxFeePerGas)

Environment: HOST, PORT, DATABASE_URL, PORTICO_SQLITE_PATH, PORTICO_PUBLIC_URL, PORTICO_BODY_LIMIT,
PORTICO_TRUST_PROXY, PORTICO_RPC_URLS, PORTICO_DEVNET, PORTICO_INDEX_CHAINS; operations: PORTICO_DRAIN_MS
(shutdown drain, default 10000), PORTICO_LOG_LEVEL (JSON logs, default info), PORTICO_METRICS_PORT (/metrics
on 127.0.0.1 only) or PORTICO_METRICS_TOKEN (/metrics on the public port to that bearer token); the embedded wallet:
PORTICO_WALLET_MASTER_KEY (or _FILE), PORTICO_SMTP_URL, PORTICO_MAIL_FROM, PORTICO_FRAME_PORT,
PORTICO_FRAME_ORIGIN, and each social client's secret variable; the paymaster service:
PORTICO_PAYMASTER_SIGNER_KEY (or _FILE) and PORTICO_PAYMASTERS (chainId=address,…) (see packages/server/README.md);
ENS: PORTICO_ENS_NAMES (default 1), the gateway's PORTICO_ENS_PARENT_NAME, PORTICO_ENS_SIGNER_KEY (or _FILE)
and PORTICO_ENS_RESOLVER (see docs/guide/ens.md).
`
