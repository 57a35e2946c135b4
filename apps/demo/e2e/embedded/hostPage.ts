import type { BrowserContext, Page } from 'playwright-core'
import type { Address } from 'viem'
import { expect, inject } from 'vitest'
import { codeOf, deviceLinkOf } from '../../../../packages/server/src/testing/mailCatcher.ts'
import { sharedBrowser } from '../browser'
import { approveDevice, mail } from './mail'

// The host harness page (host.html) as the embedded-wallet e2e tests open and drive it.

export type Result<T> = { ok: true; value: T } | { ok: false; error: string; name: string }
export type Harness = {
  ready(): Promise<Result<void>>
  connectEmail(email: string): Promise<Result<{ action: string }>>
  connectDevice(): Promise<Result<void>>
  connectOtp(otp: string): Promise<Result<void>>
  isConnected(): Promise<Result<boolean>>
  connect(chainId?: number): Promise<Result<{ address: Address; email: string; chainId: number; accounts: { address: Address; type: string }[]; preferredAccountType: string; smartAccountDeployed: boolean }>>
  setPreferredAccount(type: 'eoa' | 'smartAccount'): Promise<Result<{ address: Address; preferredAccountType: string; smartAccountDeployed: boolean }>>
  smartAccountNetworks(): Promise<Result<number[]>>
  request(method: string, params?: unknown): Promise<Result<unknown>>
  abortOpenRequests(): void
  exportKey(): Promise<Result<{ exported: boolean }>>
  manageSessions(locale?: string): Promise<Result<{ signedOut: boolean }>>
  signOut(): Promise<Result<void>>
  storage(): Record<string, string>
}
declare global {
  interface Window {
    harness: Harness
  }
}

/** The host harness page in a fresh browser context (a new profile) of the worker's Chromium, its frame READY; `contexts` collects the context for the test's clean-up. */
export async function openHost(contexts: BrowserContext[]) {
  const context = await (await sharedBrowser()).newContext({ locale: 'en-US' })
  contexts.push(context)
  const page = await context.newPage()
  const responses: { url: string; body: string }[] = []
  page.on('response', async (response) => {
    if (response.frame() !== page.mainFrame()) return
    responses.push({ url: response.url(), body: await response.text().catch(() => '') })
  })
  const url = new URL('e2e/embedded/host.html', inject('demoUrl'))
  url.searchParams.set('frameUrl', inject('frameUrl'))
  url.searchParams.set('projectId', inject('embeddedProjectId'))
  url.searchParams.set('rpcUrl', inject('rpcUrls')[0]!)
  url.searchParams.set('rpcUrl2', inject('rpcUrls')[1]!)
  await page.goto(url.toString())
  await page.waitForFunction(() => 'harness' in window)
  expect(await page.evaluate(() => window.harness.ready())).toEqual({ ok: true })
  return { context, page, responses }
}

/** A new user logged in and connected on a fresh host page. */
export async function connectedHost(contexts: BrowserContext[], email: string) {
  const { page } = await openHost(contexts)
  expect(await page.evaluate((c) => window.harness.connectOtp(c), await toCode(page, email))).toEqual({ ok: true })
  const connected = await within('connect', page.evaluate(() => window.harness.connect()))
  if (!connected.ok) throw new Error(connected.error)
  return { page, address: connected.value.address }
}

/** A new user up to the code: e-mail, the device link from the mail, then the code's mail. */
export async function toCode(page: Page, email: string) {
  expect(await page.evaluate((e) => window.harness.connectEmail(e), email)).toEqual({ ok: true, value: { action: 'VERIFY_DEVICE' } })
  const waiting = page.evaluate(() => window.harness.connectDevice())
  await approveDevice(page, deviceLinkOf(await mail(email, 0)))
  expect(await waiting).toEqual({ ok: true })
  return codeOf(await mail(email, 1))
}

/** Waits for a step that has no time limit of its own (the frame's answer), failing with its name after `ms`. */
export function within<T>(step: string, promise: Promise<T>, ms = 20_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${step}: no answer within ${ms} ms`)), ms)))
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
