import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { ConfigError, PublicUrlRequiredError } from './errors.ts'

describe('loadConfig', () => {
  it('has defaults', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      databaseUrl: undefined,
      sqlitePath: './.data/portico.sqlite',
      publicUrl: undefined,
      bodyLimit: 65_536,
      drainMs: 10_000,
      metrics: { port: undefined, token: undefined },
      logLevel: 'info',
      trustProxy: 0,
      rpcUrls: {},
      bundlerUrls: {},
      accountApiUrls: {},
      accountApiKey: undefined,
      tokenList: undefined,
      scamList: undefined,
      priceApi: undefined,
      paymasterUrls: {},
      devnet: false,
      indexChains: undefined,
      indexStartBlocks: undefined,
      paymaster: undefined,
      ensGateway: undefined,
      ensNames: true,
      embeddedWallet: undefined,
    })
  })

  it('reads the operations settings and names a bad one', () => {
    const token = 't'.repeat(32)
    expect(loadConfig({ PORTICO_DRAIN_MS: '500', PORTICO_METRICS_PORT: '9464', PORTICO_METRICS_TOKEN: token, PORTICO_LOG_LEVEL: 'warn' })).toMatchObject({
      drainMs: 500,
      metrics: { port: 9464, token },
      logLevel: 'warn',
    })
    expect(() => loadConfig({ PORTICO_METRICS_TOKEN: 'short' })).toThrow('PORTICO_METRICS_TOKEN must be 32 to 512 printable characters')
    expect(() => loadConfig({ PORTICO_LOG_LEVEL: 'loud' })).toThrow('PORTICO_LOG_LEVEL must be one of')
    expect(() => loadConfig({ PORTICO_DRAIN_MS: '-1' })).toThrow('PORTICO_DRAIN_MS must be a whole number')
  })

  it('turns the paymaster service on with a signer key and the paymasters, and names a bad one', () => {
    const key = `0x${'ab'.repeat(32)}`
    expect(loadConfig({ PORTICO_PAYMASTER_SIGNER_KEY: key, PORTICO_PAYMASTERS: `31337=0x${'11'.repeat(20)},8453=0x${'22'.repeat(20)}` }).paymaster).toEqual({
      signer: key,
      paymasters: { 31337: `0x${'11'.repeat(20)}`, 8453: `0x${'22'.repeat(20)}` },
    })
    expect(() => loadConfig({ PORTICO_PAYMASTER_SIGNER_KEY: key })).toThrow(/needs PORTICO_PAYMASTERS/)
    expect(() => loadConfig({ PORTICO_PAYMASTER_SIGNER_KEY: '0x1234', PORTICO_PAYMASTERS: `1=0x${'11'.repeat(20)}` })).toThrow(/PORTICO_PAYMASTER_SIGNER_KEY must be/)
    expect(() => loadConfig({ PORTICO_PAYMASTER_SIGNER_KEY: key, PORTICO_PAYMASTERS: '1=nope' })).toThrow(/PORTICO_PAYMASTERS must be/)
  })

  it('turns the ENS gateway on with a parent name, a signer key and the resolver, and names a missing or bad one', () => {
    const key = `0x${'cd'.repeat(32)}`
    const resolver = `0x${'33'.repeat(20)}`
    expect(loadConfig({ PORTICO_ENS_PARENT_NAME: ' Portico.ETH ', PORTICO_ENS_SIGNER_KEY: key, PORTICO_ENS_RESOLVER: resolver }).ensGateway).toEqual({
      parentName: 'portico.eth',
      signerKey: key,
      resolverAddress: resolver,
    })
    expect(() => loadConfig({ PORTICO_ENS_PARENT_NAME: 'portico.eth', PORTICO_ENS_SIGNER_KEY: key })).toThrow(/needs PORTICO_ENS_SIGNER_KEY and PORTICO_ENS_RESOLVER/)
    expect(() => loadConfig({ PORTICO_ENS_PARENT_NAME: 'portico', PORTICO_ENS_SIGNER_KEY: key, PORTICO_ENS_RESOLVER: resolver })).toThrow(/PORTICO_ENS_PARENT_NAME must be/)
    expect(() => loadConfig({ PORTICO_ENS_PARENT_NAME: 'portico.eth', PORTICO_ENS_SIGNER_KEY: '0x12', PORTICO_ENS_RESOLVER: resolver })).toThrow(/PORTICO_ENS_SIGNER_KEY must be/)
    expect(loadConfig({}).ensGateway).toBeUndefined()
    expect(loadConfig({ PORTICO_ENS_NAMES: '0' }).ensNames).toBe(false)
    expect(() => loadConfig({ PORTICO_ENS_NAMES: 'maybe' })).toThrow(/PORTICO_ENS_NAMES must be/)
  })

  it('reads every variable', () => {
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        PORT: '0',
        DATABASE_URL: 'postgres://u:p@db:5432/portico',
        PORTICO_SQLITE_PATH: ':memory:',
        PORTICO_PUBLIC_URL: 'https://api.example.com/',
        PORTICO_BODY_LIMIT: '1024',
        PORTICO_TRUST_PROXY: 'true',
        PORTICO_RPC_URLS: '31337=http://127.0.0.1:9545, eip155:1=https://eth.example/rpc?key=a',
        PORTICO_BUNDLER_URLS: '31337=http://127.0.0.1:4337/rpc',
        PORTICO_ACCOUNT_API_URLS: '1=https://eth.blockscout.example/api',
        PORTICO_ACCOUNT_API_KEY: 'key',
        PORTICO_PAYMASTER_URLS: '31337=http://127.0.0.1:8787/v1/paymaster',
        PORTICO_INDEX_CHAINS: '31337,1',
        PORTICO_INDEX_START_BLOCKS: '1:21000000,8453:5',
        PORTICO_DEVNET: '1',
        PORTICO_WALLET_MASTER_KEY: 'ab'.repeat(32),
        PORTICO_SMTP_URL: 'smtp://user:pass@mail.example:587',
        PORTICO_MAIL_FROM: 'Wallet <wallet@example.com>',
        PORTICO_FRAME_PORT: '8788',
        PORTICO_FRAME_ORIGIN: 'https://wallet.example.com',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 0,
      databaseUrl: 'postgres://u:p@db:5432/portico',
      sqlitePath: ':memory:',
      publicUrl: 'https://api.example.com',
      bodyLimit: 1024,
      drainMs: 10_000,
      metrics: { port: undefined, token: undefined },
      logLevel: 'info',
      trustProxy: 1,
      rpcUrls: { 31337: 'http://127.0.0.1:9545', 1: 'https://eth.example/rpc?key=a' },
      bundlerUrls: { 31337: 'http://127.0.0.1:4337/rpc' },
      accountApiUrls: { 1: 'https://eth.blockscout.example/api' },
      accountApiKey: 'key',
      tokenList: undefined,
      scamList: undefined,
      priceApi: undefined,
      paymasterUrls: { 31337: 'http://127.0.0.1:8787/v1/paymaster' },
      devnet: true,
      indexChains: [31337, 1],
      indexStartBlocks: { 1: 21_000_000, 8453: 5 },
      paymaster: undefined,
      ensGateway: undefined,
      ensNames: true,
      embeddedWallet: {
        masterKey: 'ab'.repeat(32),
        smtpUrl: 'smtp://user:pass@mail.example:587',
        mailFrom: 'Wallet <wallet@example.com>',
        framePort: 8788,
        frameOrigin: 'https://wallet.example.com',
      },
    })
  })

  it('turns the embedded wallet on only with a valid master key and an SMTP URL', () => {
    expect(() => loadConfig({ PORTICO_WALLET_MASTER_KEY: 'short', PORTICO_SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow('The wallet master key must be 32 bytes')
    expect(() => loadConfig({ PORTICO_WALLET_MASTER_KEY: 'ab'.repeat(32) })).toThrow('needs PORTICO_SMTP_URL')
    expect(loadConfig({ PORTICO_SMTP_URL: 'smtp://127.0.0.1:25' }).embeddedWallet).toBeUndefined()
  })

  it('refuses the embedded wallet without PORTICO_PUBLIC_URL (its mail links come from it alone, never from a request)', () => {
    const wallet = { PORTICO_WALLET_MASTER_KEY: 'ab'.repeat(32), PORTICO_SMTP_URL: 'smtp://127.0.0.1:25' }
    expect(() => loadConfig(wallet)).toThrow(PublicUrlRequiredError)
    expect(() => loadConfig(wallet)).toThrow('needs the server\'s public URL (PORTICO_PUBLIC_URL')
    expect(loadConfig({ ...wallet, PORTICO_PUBLIC_URL: 'https://api.example.com' }).embeddedWallet).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:25' })
  })

  it('reads trust-proxy hops', () => {
    expect(loadConfig({ PORTICO_TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ PORTICO_TRUST_PROXY: 'false' }).trustProxy).toBe(0)
    expect(loadConfig({ PORTICO_TRUST_PROXY: '1' }).trustProxy).toBe(1)
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8787, databaseUrl: undefined })
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be at most 65535'],
    [{ PORT: '-1' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ PORTICO_PUBLIC_URL: 'not a url' }, 'PORTICO_PUBLIC_URL must be an http(s) URL'],
    [{ PORTICO_BODY_LIMIT: '0' }, 'PORTICO_BODY_LIMIT must be at least 1'],
    [{ PORTICO_TRUST_PROXY: 'yes' }, 'PORTICO_TRUST_PROXY must be the number of proxies in front (0 to 10), true (1) or false (0)'],
    [{ PORTICO_TRUST_PROXY: '11' }, 'PORTICO_TRUST_PROXY must be the number of proxies in front'],
    [{ PORTICO_DEVNET: 'yes' }, 'PORTICO_DEVNET must be 1, 0, true or false'],
    [{ PORTICO_RPC_URLS: 'x=http://a' }, 'PORTICO_RPC_URLS: bad chain id in "x=http://a"'],
    [{ PORTICO_RPC_URLS: '1=ftp://a' }, 'PORTICO_RPC_URLS: bad URL for chain 1'],
    [{ PORTICO_INDEX_CHAINS: 'all' }, 'PORTICO_INDEX_CHAINS must be chain ids separated by commas, or none'],
    [{ PORTICO_INDEX_START_BLOCKS: '1:-5' }, 'PORTICO_INDEX_START_BLOCKS must be chainId:block pairs'],
  ])('rejects %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})
