import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from './runCli.ts'

type Result = { code: number; stdout: string; stderr: string }

/** Runs one `portico-server …` command in this process, as the bin does (cli.test.ts spawns the bin itself). */
async function run(args: string[], env: Record<string, string>): Promise<Result> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, {
    env: { ...process.env, DATABASE_URL: '', PORTICO_SQLITE_PATH: '', ...env },
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  })
  return { code, stdout, stderr }
}

describe('portico-server commands (sqlite file)', () => {
  let dir: string
  let env: Record<string, string>
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portico-cli-'))
    env = { PORTICO_SQLITE_PATH: join(dir, 'nested', 'portico.sqlite') }
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('project create prints the id; list and show find it', async () => {
    const created = await run(['project', 'create', '--name', 'Demo app'], env)
    expect(created.code).toBe(0)
    const id = created.stdout.trim()
    expect(id).toMatch(/^[0-9a-f]{32}$/)

    const given = await run(['project', 'create', '--name', 'Given', '--id', 'given-id', '--origins', 'HTTPS://App.Example.com/,http://127.0.0.1:5173'], env)
    expect(given).toMatchObject({ code: 0, stdout: 'given-id\n' })

    const list = await run(['project', 'list'], env)
    expect(list.code).toBe(0)
    expect(list.stdout).toContain(`${id}\tDemo app\t(any origin)`)
    expect(list.stdout).toContain('given-id\tGiven\thttps://app.example.com,http://127.0.0.1:5173')

    const show = await run(['project', 'show', 'given-id'], env)
    expect(show.code).toBe(0)
    expect(JSON.parse(show.stdout)).toMatchObject({
      id: 'given-id',
      name: 'Given',
      allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:5173'],
      features: { email: false, analytics: true },
    })
  })

  it('project origins sets, adds and removes', async () => {
    await run(['project', 'create', '--name', 'O', '--id', 'o'], env)
    expect((await run(['project', 'origins', 'o', '--set', 'https://a.com,https://*.b.com'], env)).stdout).toBe(
      'https://a.com\nhttps://*.b.com\n',
    )
    const added = await run(['project', 'origins', 'o', '--add', 'http://localhost:3000', '--remove', 'https://A.com/'], env)
    expect(added).toMatchObject({ code: 0, stdout: 'https://*.b.com\nhttp://localhost:3000\n' })
    expect((await run(['project', 'origins', 'o', '--set', ''], env)).stdout).toBe('(any origin)\n')
  })

  it('project features changes the given features only', async () => {
    await run(['project', 'create', '--name', 'F', '--id', 'f'], env)
    const result = await run(
      ['project', 'features', 'f', '--email', 'on', '--socials', 'google,github', '--multi-wallet', 'on', '--analytics', 'off', '--pay', 'on'],
      env,
    )
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      email: true,
      socials: ['google', 'github'],
      swaps: false,
      onramp: false,
      activity: true,
      branding: true,
      multiWallet: true,
      analytics: false,
      pay: true,
    })
    const off = await run(['project', 'features', 'f', '--socials', 'off'], env)
    expect(JSON.parse(off.stdout)).toMatchObject({ email: true, socials: false })
  })

  it('project rpc-methods prints, narrows and resets the chain proxy allow-list', async () => {
    await run(['project', 'create', '--name', 'R', '--id', 'r'], env)
    const all = await run(['project', 'rpc-methods', 'r'], env)
    expect(all.stdout.split('\n')).toContain('eth_call')
    expect(await run(['project', 'rpc-methods', 'r', '--set', 'eth_chainId,eth_call'], env)).toMatchObject({ code: 0, stdout: 'eth_chainId\neth_call\n' })
    expect((await run(['project', 'rpc-methods', 'r'], env)).stdout).toBe('eth_chainId\neth_call\n')
    const refused = await run(['project', 'rpc-methods', 'r', '--set', 'eth_sendTransaction'], env)
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toMatch(/never forwarded/)
    expect((await run(['project', 'rpc-methods', 'r', '--reset'], env)).stdout).toBe(all.stdout)
  })

  it('project social sets, lists and removes a social login client; the secret is only named', async () => {
    await run(['project', 'create', '--name', 'S', '--id', 's'], env)
    const set = await run(['project', 'social', 's', '--set', 'github', '--client-id', 'Iv1.abc'], env)
    expect(set).toMatchObject({ code: 0, stdout: 'github\tIv1.abc\tsecret from $PORTICO_GITHUB_CLIENT_SECRET\n' })
    const both = await run(['project', 'social', 's', '--set', 'google', '--client-id', 'g.apps', '--secret-env', 'MY_GOOGLE_SECRET'], env)
    expect(both.stdout).toBe('google\tg.apps\tsecret from $MY_GOOGLE_SECRET\ngithub\tIv1.abc\tsecret from $PORTICO_GITHUB_CLIENT_SECRET\n')
    const bad = await run(['project', 'social', 's', '--set', 'myspace', '--client-id', 'x'], env)
    expect(bad.code).not.toBe(0)
    expect((await run(['project', 'social', 's', '--remove', 'google'], env)).stdout).toBe('github\tIv1.abc\tsecret from $PORTICO_GITHUB_CLIENT_SECRET\n')
  })

  it('project social takes Apple with its team and key ids (and only Apple)', async () => {
    await run(['project', 'create', '--name', 'A', '--id', 'a'], env)
    const apple = await run(['project', 'social', 'a', '--set', 'apple', '--client-id', 'com.example.web', '--apple-team-id', 'ABCDE12345', '--apple-key-id', 'KEY1234567'], env)
    expect(apple).toMatchObject({ code: 0, stdout: 'apple\tcom.example.web\tsecret from $PORTICO_APPLE_CLIENT_SECRET\tteam ABCDE12345 key KEY1234567\n' })
    expect((await run(['project', 'social', 'a', '--set', 'apple', '--client-id', 'com.example.web'], env)).code).not.toBe(0)
    expect((await run(['project', 'social', 'a', '--set', 'x', '--client-id', 'abc', '--apple-team-id', 'ABCDE12345', '--apple-key-id', 'KEY1234567'], env)).code).not.toBe(0)
  })


  it.each([
    [['frobnicate'], 2, 'Unknown command "frobnicate"'],
    [[], 2, 'Usage: portico-server'],
    [['project'], 2, 'Missing project command'],
    [['project', 'create'], 2, 'project create needs --name'],
    [['project', 'create', '--name', 'X', '--colour', 'red'], 2, "Unknown option '--colour'"],
    [['project', 'features', 'f', '--email', 'maybe'], 2, '--email takes on or off, got "maybe"'],
    [['project', 'features', 'f', '--socials', 'myspace'], 1, 'Invalid features'],
    [['project', 'create', '--name', 'X', '--origins', 'example.com'], 1, '"example.com" is not an origin'],
    [['project', 'create', '--name', 'X', '--id', 'f'], 1, 'A project with id "f" already exists'],
    [['project', 'show', 'missing'], 1, 'No project "missing"'],
    [['project', 'origins', 'f'], 2, 'project origins needs --set, --add or --remove'],
  ])('refuses %j with exit %i', async (args, code, message) => {
    const result = await run(args, env)
    expect(result.code).toBe(code)
    expect(result.stdout + result.stderr).toContain(message)
  })

  it('project paymaster prints, changes and resets the gas sponsorship policy, and refuses bad values', async () => {
    await run(['project', 'create', '--name', 'Sponsor', '--id', 'sponsor'], env)
    const initial = await run(['project', 'paymaster', 'sponsor'], env)
    expect(JSON.parse(initial.stdout)).toEqual({ enabled: false, chains: [], targets: null, accountDailyCap: '10000000000000000', budget: '1000000000000000000', spent: '0', safeAccounts: true, accountFactories: [], accountCodeHashes: [], maxPriorityFeePerGas: '3000000000', baseFeePercent: 400 })
    const target = '0x2222222222222222222222222222222222222222'
    const set = await run(['project', 'paymaster', 'sponsor', '--enabled', 'on', '--chains', '31337,31338', '--targets', target, '--account-daily-cap', '5', '--budget', '1000000000000000000000000'], env)
    expect(set.code).toBe(0)
    expect(JSON.parse(set.stdout)).toEqual({ enabled: true, chains: [31337, 31338], targets: [target], accountDailyCap: '5', budget: '1000000000000000000000000', spent: '0', safeAccounts: true, accountFactories: [], accountCodeHashes: [], maxPriorityFeePerGas: '3000000000', baseFeePercent: 400 })
    expect(JSON.parse((await run(['project', 'paymaster', 'sponsor', '--targets', 'any', '--reset-spent'], env)).stdout)).toMatchObject({ enabled: true, targets: null, spent: '0' })
    expect(await run(['project', 'paymaster', 'sponsor', '--budget', '-1'], env)).toMatchObject({ code: 2 })
    expect(await run(['project', 'paymaster', 'sponsor', '--enabled', 'yes'], env)).toMatchObject({ code: 2 })
    expect(await run(['project', 'paymaster', 'sponsor', '--targets', '0x12'], env)).toMatchObject({ code: 1 })
    expect(await run(['project', 'paymaster', 'nobody', '--enabled', 'on'], env)).toMatchObject({ code: 1 })
    // The account implementations sponsored and the fee bounds.
    const factory = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'
    const codeHash = `0x${'ab'.repeat(32)}`
    const accounts = await run(['project', 'paymaster', 'sponsor', '--safe-accounts', 'off', '--account-factories', factory.toLowerCase(), '--account-code-hashes', codeHash, '--max-priority-fee', '1000000000', '--base-fee-percent', '250'], env)
    expect(JSON.parse(accounts.stdout)).toMatchObject({ safeAccounts: false, accountFactories: [factory], accountCodeHashes: [codeHash], maxPriorityFeePerGas: '1000000000', baseFeePercent: 250 })
    expect(JSON.parse((await run(['project', 'paymaster', 'sponsor', '--safe-accounts', 'on', '--account-factories', 'none', '--account-code-hashes', 'none'], env)).stdout)).toMatchObject({ safeAccounts: true, accountFactories: [], accountCodeHashes: [] })
    expect(await run(['project', 'paymaster', 'sponsor', '--base-fee-percent', '50'], env)).toMatchObject({ code: 2 })
    expect(await run(['project', 'paymaster', 'sponsor', '--base-fee-percent', '99'], env)).toMatchObject({ code: 2 })
    expect(await run(['project', 'paymaster', 'sponsor', '--account-code-hashes', '0x12'], env)).toMatchObject({ code: 1 })
    expect(await run(['project', 'paymaster', 'sponsor', '--account-factories', 'nope'], env)).toMatchObject({ code: 1 })
  })

  it('refuses bad environment values', async () => {
    const result = await run(['migrate'], { ...env, PORT: 'eighty' })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('PORT must be a whole number')
  })

})
