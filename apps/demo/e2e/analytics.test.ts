import { createDatabase } from '@portico/server'
import { describe, expect, inject, test } from 'vitest'
import { connectTestWallet, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.analytics

const open = useDemo()

type EventRow = { event: string; type: string; url: string; domain: string; address: string | null; props: string; client_timestamp: number; sdk_version: string | null; project_id: string }

async function eventsOf(projectId: string, since: number): Promise<EventRow[]> {
  const database = createDatabase({ sqlitePath: inject('sqlitePath') })
  try {
    return (await database.db
      .selectFrom('analytics_events')
      .select(['event', 'type', 'url', 'domain', 'address', 'props', 'client_timestamp', 'sdk_version', 'project_id'])
      .where('project_id', '=', projectId)
      .where('client_timestamp', '>=', since)
      .orderBy('id')
      .execute()) as EventRow[]
  } finally {
    await database.destroy()
  }
}

describe('analytics', () => {
  test('a real modal session lands in the database with the right fields; MODAL_CREATED is not sent', async () => {
    const since = Date.now()
    // This page's events only: a project of this file's own (another file's pages, two files running at once,
    // would share the demo project's per-client limits), and the page carries a mark of its own too.
    const run = `analytics-${since.toString(36)}`
    const ours = async () => (await eventsOf(inject('analyticsProjectId'), since)).filter((event) => event.url.includes(run))
    const demo = await open({ accountIndex: accounts.evm.tracked, query: `?projectId=${inject('analyticsProjectId')}&run=${run}` })
    const { page, wallet } = demo
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // Hiding the page flushes the batch with a beacon (the 10 s timer would too).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect.poll(async () => (await ours()).map((e) => e.event), { timeout: 15_000 }).toEqual(
      expect.arrayContaining(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE']),
    )
    const events = await ours()
    expect(events.map((e) => e.event)).not.toContain('MODAL_CREATED')
    const origin = new URL(inject('demoUrl'))
    for (const event of events) {
      expect(event).toMatchObject({ type: 'track', domain: origin.hostname, sdk_version: expect.stringMatching(/^portico-\d+\.\d+\.\d+/) })
      expect(event.url.startsWith(origin.origin)).toBe(true)
      expect(event.client_timestamp).toBeGreaterThanOrEqual(since)
    }
    const success = events.find((e) => e.event === 'CONNECT_SUCCESS')!
    expect(success.address?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(JSON.parse(success.props)).toMatchObject({ event: 'CONNECT_SUCCESS', properties: { connector: expect.any(String) } })
    const close = events.find((e) => e.event === 'MODAL_CLOSE')!
    expect(JSON.parse(close.props).properties).toEqual({ connected: true })
  })

  test('an origin not on the project allow-list gets the 403 alert, once', async () => {
    const since = Date.now()
    const { page } = await open({ accountIndex: accounts.evm.restricted, query: `?projectId=${inject('restrictedProjectId')}` })
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
    await alert.waitFor()
    await alert.getByText('Origin not found on Allowlist - update configuration').waitFor()
    // More events, another flush: still one alert, and nothing stored for the project.
    for (let i = 0; i < 2; i += 1) {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.keyboard.press('Escape')
    }
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await page.waitForTimeout(500)
    expect(await page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' }).count()).toBe(1)
    expect(await eventsOf(inject('restrictedProjectId'), since)).toEqual([])
    // The modal is still usable.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).waitFor()
  })
})
