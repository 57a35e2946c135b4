import type { BrowserContext } from 'playwright-core'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { parseMasterKey } from '../../../packages/server/src/embedded/masterKey.ts'
import { openPrivateKey } from '../../../packages/server/src/embedded/sealKey.ts'
import { codeOf, deviceLinkOf } from '../../../packages/server/src/testing/mailCatcher.ts'
import { openHost, toCode, within } from './embedded/hostPage'
import { approveDevice, cooldownsPass, frameOf, mail, newEmail } from './embedded/mail'
import { fundAccount } from './fund'
import { devnetClient } from './harness'
import { openServerDatabase } from './serverDatabase.ts'
import { e2eAccounts, evmAddressOf } from './accounts'

// The embedded wallet end to end: the server (real SMTP, sealed keys), the frame built as it ships on
// its own origin (localhost: another site than the page on 127.0.0.1), and the host side (core's
// client, evm's provider) driven from a harness page (the modal's EmailLogin view is still to come).

const contexts: BrowserContext[] = []
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

const sqlite = () => openServerDatabase()

describe('the embedded wallet (e-mail login)', () => {
  it('new user: device link, code, connected; signs (approved in the frame), sends 0.01 ETH, keeps the session over a reload, signs out', async () => {
    const { page } = await openHost(contexts)
    const email = newEmail()
    const code = await toCode(page, email)
    expect(await page.evaluate((c) => window.harness.connectOtp(c), code)).toEqual({ ok: true })
    const storage = await page.evaluate(() => window.harness.storage())
    expect(storage['portico.email']).toBe(JSON.stringify(email))
    expect(storage['portico.emailLoginUsed']).toBe('true')
    expect(storage['portico.lastEmailLoginTime']).toBeUndefined()

    const connected = await within('connect', page.evaluate(() => window.harness.connect()))
    if (!connected.ok) throw new Error(connected.error)
    const { address } = connected.value
    expect(connected.value).toMatchObject({ email, chainId: 31337 })
    expect(await page.evaluate(() => window.harness.request('eth_accounts'))).toEqual({ ok: true, value: [address] })
    expect(await page.evaluate(() => window.harness.request('eth_blockNumber'))).toMatchObject({ ok: true })

    // A signature: the approval is inside the frame, which the host page cannot reach into.
    const message = 'Hello from the embedded wallet'
    const signing = page.evaluate(([hex, from]) => window.harness.request('personal_sign', [hex, from]), [`0x${Buffer.from(message).toString('hex')}`, address])
    const frame = frameOf(page)
    await expect.poll(() => frame.getByRole('heading', { name: 'Sign message' }).isVisible()).toBe(true)
    await expect.poll(() => frame.getByText(message).isVisible()).toBe(true)
    expect(await page.evaluate(() => (document.querySelector('iframe[data-portico-frame]') as HTMLIFrameElement).contentDocument)).toBeNull()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signed = await within('sign approved in the frame', signing)
    if (!signed.ok) throw new Error(signed.error)
    expect(await verifyMessage({ address, message, signature: signed.value as Hex })).toBe(true)

    // A rejection inside the frame rejects the request.
    const rejected = page.evaluate(([from]) => window.harness.request('personal_sign', ['0x6869', from]), [address])
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await within('sign rejected in the frame', rejected)).toMatchObject({ ok: false, error: 'User rejected the request' })

    // 0.01 ETH, approved in the frame, lands on the chain.
    await fundAccount(address)
    const to = evmAddressOf(e2eAccounts.embeddedWallet.evm.receiver)
    const client = devnetClient(0)
    const before = await client.getBalance({ address: to })
    const sending = page.evaluate(([from, recipient, value]) => window.harness.request('eth_sendTransaction', [{ from, to: recipient, value }]), [address, to, `0x${parseEther('0.01').toString(16)}`])
    await expect.poll(() => frame.getByRole('heading', { name: 'Send transaction' }).isVisible()).toBe(true)
    await expect.poll(() => frame.getByText('0.01 ETH', { exact: true }).isVisible()).toBe(true)
    // The server's simulation, beside the request's own amount.
    await expect.poll(() => frame.getByText('−0.01 ETH', { exact: true }).isVisible()).toBe(true)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const sent = await within('send approved in the frame', sending)
    if (!sent.ok) throw new Error(sent.error)
    const receipt = await within('receipt', client.waitForTransactionReceipt({ hash: sent.value as Hex }))
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.01'))

    // Methods outside the lists are refused before they reach the frame.
    expect(await page.evaluate(([from]) => window.harness.request('eth_sign', [from, '0x00']), [address])).toMatchObject({ ok: false })

    // A reload keeps the session (the token lives in the frame's origin).
    await page.reload()
    await page.waitForFunction(() => 'harness' in window)
    expect(await within('ready after the reload', page.evaluate(() => window.harness.ready()))).toEqual({ ok: true })
    expect(await within('session after the reload', page.evaluate(() => window.harness.isConnected()))).toEqual({ ok: true, value: true })
    expect(await within('connect after the reload', page.evaluate(() => window.harness.connect()))).toMatchObject({ ok: true, value: { address } })

    // Sign-out clears the login cache and ends the session.
    expect(await within('sign-out', page.evaluate(() => window.harness.signOut()))).toEqual({ ok: true })
    const after = await page.evaluate(() => window.harness.storage())
    for (const key of ['portico.email', 'portico.emailLoginUsed', 'portico.lastUsedChain', 'portico.socialUsername']) expect(after[key]).toBeUndefined()
    expect(await page.evaluate(() => window.harness.isConnected())).toEqual({ ok: true, value: false })
  })

  it('a wrong code, an expired one, the 6th try and a trigger within 30 s each get their error, and the login goes on', async () => {
    const { page } = await openHost(contexts)
    const email = newEmail()
    const code = await toCode(page, email)
    const wrong = code === '000000' ? '000001' : '000000'
    const otp = (c: string) => page.evaluate((value) => window.harness.connectOtp(value), c)

    expect(await otp(wrong)).toMatchObject({ ok: false, error: 'Invalid code' })
    // Within 30 s: the client refuses at once (spec §5), and so does the server when the client's memory is gone.
    const again = await page.evaluate((e) => window.harness.connectEmail(e), email)
    expect(again).toMatchObject({ ok: false, name: 'EmailCooldownError' })
    expect(again.ok || again.error).toMatch(/^Please try again after \d+ seconds$/)
    await page.evaluate(() => localStorage.removeItem('portico.lastEmailLoginTime'))
    const server = await page.evaluate((e) => window.harness.connectEmail(e), email)
    expect(server.ok || server.error).toMatch(/^Please try again after \d+ seconds$/)

    // Five wrong codes in all, then even the right one is refused.
    for (let i = 0; i < 4; i++) expect(await otp(wrong)).toMatchObject({ ok: false, error: 'Invalid code' })
    expect(await otp(code)).toMatchObject({ ok: false, error: 'Too many wrong codes: ask for a new code' })

    // The 30 s pass (the counters are the server's, in its database; the client's in its storage).
    cooldownsPass(email)
    const db = sqlite()
    await page.evaluate(() => localStorage.removeItem('portico.lastEmailLoginTime'))
    expect(await page.evaluate((e) => window.harness.connectEmail(e), email)).toEqual({ ok: true, value: { action: 'VERIFY_OTP' } })
    const second = codeOf(await mail(email, 2))

    // The code's 10 minutes pass.
    db.prepare('update embedded_logins set otp_expires_at = 0 where email = ?').run(email)
    expect(await otp(second)).toMatchObject({ ok: false, error: 'The code has expired: ask for a new code' })

    db.close()
    cooldownsPass(email)
    await page.evaluate(() => localStorage.removeItem('portico.lastEmailLoginTime'))
    expect(await page.evaluate((e) => window.harness.connectEmail(e), email)).toEqual({ ok: true, value: { action: 'VERIFY_OTP' } })
    expect(await otp(codeOf(await mail(email, 3)))).toEqual({ ok: true })
    expect(await page.evaluate(() => window.harness.isConnected())).toEqual({ ok: true, value: true })
  })

  it('drops frame messages from a foreign origin or another window, on both sides', async () => {
    const { page } = await openHost(contexts)
    const email = newEmail()
    expect(await page.evaluate((e) => window.harness.connectEmail(e), email)).toMatchObject({ ok: true })
    // Record the ids the host gives its requests, so the forgeries below can name the real one.
    await page.evaluate(() => {
      const ids: string[] = []
      const original = crypto.randomUUID.bind(crypto)
      crypto.randomUUID = () => {
        const id = original()
        ids.push(id)
        return id
      }
      Object.assign(window, { requestIds: ids, deviceDone: false, seen: [] as unknown[] })
      void window.harness.connectDevice().then(() => Object.assign(window, { deviceDone: true }))
      window.addEventListener('message', (event) => (window as unknown as { seen: unknown[] }).seen.push(event.data))
    })
    await page.waitForFunction(() => (window as unknown as { requestIds: string[] }).requestIds.length === 1)

    // Host side: a forged success for the pending request, from the page's own window and from a
    // sandboxed (origin "null") frame; then a sentinel from that frame, delivered after its forgery.
    await page.evaluate(() => {
      const [id] = (window as unknown as { requestIds: string[] }).requestIds
      const forged = { type: '@w3m-frame/CONNECT_DEVICE_SUCCESS', id, payload: {} }
      window.postMessage(forged, '*')
      const foreign = document.createElement('iframe')
      foreign.setAttribute('sandbox', 'allow-scripts')
      foreign.srcdoc = `<script>parent.postMessage(${JSON.stringify(forged)}, '*'); parent.postMessage({ sentinel: true }, '*')</script>`
      document.body.append(foreign)
    })
    await page.waitForFunction(() => (window as unknown as { seen: { sentinel?: boolean }[] }).seen.some((data) => data?.sentinel))
    expect(await page.evaluate(() => (window as unknown as { deviceDone: boolean }).deviceDone)).toBe(false)
    // The real approval still completes it.
    await approveDevice(page, deviceLinkOf(await mail(email, 0)))
    await page.waitForFunction(() => (window as unknown as { deviceDone: boolean }).deviceDone)
    expect(await page.evaluate((c) => window.harness.connectOtp(c), codeOf(await mail(email, 1)))).toEqual({ ok: true })

    // Frame side: another window (origin "null") tells the wallet frame to sign out; it is not its parent, so nothing happens.
    await page.evaluate(() => {
      const foreign = document.createElement('iframe')
      foreign.setAttribute('sandbox', 'allow-scripts')
      foreign.srcdoc = `<script>parent.frames[0].postMessage({ type: '@w3m-app/SIGN_OUT', id: '${crypto.randomUUID()}', payload: {} }, '*')</script>`
      document.body.append(foreign)
    })
    expect(await page.evaluate(() => window.harness.isConnected())).toEqual({ ok: true, value: true })
    expect(await page.evaluate(() => window.harness.isConnected())).toEqual({ ok: true, value: true })
    const replies = await page.evaluate(() => (window as unknown as { seen: { type?: string }[] }).seen.map((data) => data?.type).filter(Boolean))
    expect(replies.filter((type) => type!.startsWith('@w3m-frame/SIGN_OUT'))).toEqual([])
  })

  it('the key and the session token never reach the host page (DOM, storage, network, JS heap), not even when the key is exported', async () => {
    const { page, responses } = await openHost(contexts)
    const email = newEmail()
    expect(await page.evaluate((c) => window.harness.connectOtp(c), await toCode(page, email))).toEqual({ ok: true })
    const connected = await page.evaluate(() => window.harness.connect())
    if (!connected.ok) throw new Error(connected.error)
    const signing = page.evaluate(([from]) => window.harness.request('personal_sign', ['0x6869', from]), [connected.value.address])
    await frameOf(page).getByRole('button', { name: 'Approve' }).click()
    expect(await signing).toMatchObject({ ok: true })

    // The secrets: the key (opened from the database with the master key), and the frame's token (read in the frame itself).
    const db = sqlite()
    const wallet = db.prepare('select w.address, w.user_id, w.sealed_key from embedded_wallets w join embedded_identities i on i.user_id = w.user_id where i.subject = ?').get(email) as {
      address: string
      user_id: string
      sealed_key: string
    }
    db.close()
    const key = openPrivateKey(parseMasterKey(inject('walletMasterKey')), wallet.sealed_key, { userId: wallet.user_id, address: wallet.address }).toString('hex')
    // The session is the server's http-only partitioned cookie (not even the frame's script reads it).
    const cookies = await page.context().cookies()
    const token = cookies.find((cookie) => cookie.name === `portico_wallet_${inject('embeddedProjectId')}`)?.value
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const secrets = [key, key.toUpperCase(), token!]

    // The export: a fresh code by mail, entered in the frame; the frame shows the key (the right
    // one), with its warning and copy control; the host page only learns that it was closed.
    cooldownsPass(email)
    // The frame's own answers from the export route (the wire): the key is encrypted to the frame's one-time key pair there.
    const exportAnswers: string[] = []
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/v1/embedded/export/key' && response.request().method() === 'POST') exportAnswers.push(await response.text().catch(() => ''))
    })
    const exporting = page.evaluate(() => window.harness.exportKey())
    const frame = frameOf(page)
    await frame.getByRole('heading', { name: 'Export private key' }).waitFor()
    const exportCode = codeOf(await mail(email, 2))
    await frame.getByRole('textbox', { name: 'Code' }).fill(exportCode === '000000' ? '000001' : '000000')
    await frame.getByRole('button', { name: 'Show key' }).click()
    await frame.getByText('This code is not right. Try again.').waitFor()
    await frame.getByRole('textbox', { name: 'Code' }).fill(exportCode)
    await frame.getByRole('button', { name: 'Show key' }).click()
    await frame.getByRole('alert').getByText('Anyone with this key controls your wallet', { exact: false }).waitFor()
    expect(await frame.getByRole('status', { name: 'Private key' }).textContent()).toBe(`0x${key}`)
    await frame.getByRole('button', { name: 'Copy key' }).click()
    await frame.getByRole('button', { name: 'Copied' }).waitFor()
    await frame.getByRole('button', { name: 'Done' }).click()
    expect(await exporting).toEqual({ ok: true, value: { exported: true } })
    await expect.poll(() => exportAnswers.some((body) => body.includes('"ciphertext"'))).toBe(true)
    for (const body of exportAnswers) {
      expect(body.toLowerCase().includes(key)).toBe(false)
      expect(body).not.toContain(Buffer.from(key, 'hex').toString('base64'))
    }
    // Closed: the key is gone from the frame's screen too.
    await expect.poll(() => frame.getByRole('status', { name: 'Private key' }).count()).toBe(0)

    const hostText = [
      await page.content(),
      JSON.stringify(await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }))),
      ...responses.map((response) => response.body),
    ].join('\n')
    for (const secret of secrets) expect(hostText.includes(secret)).toBe(false)

    // The host page's JS heap (the frame, on another site, runs in a process of its own).
    const cdp = await page.context().newCDPSession(page)
    const chunks: string[] = []
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    const heap = chunks.join('')
    expect(heap.length).toBeGreaterThan(10_000)
    // The snapshot does hold what the page did get: the address.
    expect(heap.toLowerCase().includes(connected.value.address.toLowerCase().slice(2))).toBe(true)
    for (const secret of secrets) expect(heap.includes(secret)).toBe(false)
  })
})
