import type { BrowserContext, Page } from 'playwright-core'
import { type Address, type Hex, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { connectedHost, type Result, within } from './embedded/hostPage'
import { frameOf, newEmail } from './embedded/mail'

// The wallet frame's approval against a hostile host page (a script on an allowed origin): it
// hides the frame (opacity 0), covers it with its own content, or shrinks it, moves focus into it
// and presses Enter or clicks where Approve is. Nothing may be signed; a second request waits
// behind the open one. The frame is Chromium's: IntersectionObserver v2 reports its visibility.

const contexts: BrowserContext[] = []
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

type Outcomes = Record<string, Result<unknown> | undefined>
const hex = (text: string) => `0x${Buffer.from(text).toString('hex')}`

/** Asks for a signature of `text`; its outcome lands in `window.outcomes[text]` when it settles. */
async function ask(page: Page, address: Address, text: string) {
  await page.evaluate(
    ([message, from, key]) => {
      const outcomes = ((window as unknown as { outcomes?: Outcomes }).outcomes ??= {})
      void window.harness.request('personal_sign', [message, from]).then((result) => (outcomes[key!] = result))
    },
    [hex(text), address, text],
  )
}
const outcomeOf = (page: Page, text: string) => page.evaluate((key) => (window as unknown as { outcomes?: Outcomes }).outcomes?.[key], text)

const attacks = ['opacity 0', 'covered by the page', 'shrunk'] as const
type Attack = (typeof attacks)[number]

/** What the hostile page does to the frame element, then it focuses the frame. */
async function attack(page: Page, kind: Attack) {
  await page.evaluate((how) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-portico-frame]')!
    if (how === 'opacity 0') frame.style.opacity = '0'
    if (how === 'shrunk') Object.assign(frame.style, { width: '200px', height: '120px' })
    if (how === 'covered by the page') {
      const box = frame.getBoundingClientRect()
      const cover = document.createElement('div')
      cover.id = 'cover'
      cover.textContent = 'Press Enter to claim your prize'
      // Clicks go through it, to the frame underneath.
      cover.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;z-index:2147483647;background:#fff;pointer-events:none`
      document.body.append(cover)
    }
    frame.focus()
  }, kind)
}
async function undo(page: Page) {
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-portico-frame]')!
    Object.assign(frame.style, { opacity: '', width: '360px', height: '420px' })
    document.getElementById('cover')?.remove()
  })
}

/** Clicks where Approve is on the screen (a real mouse click, wherever the frame is drawn). */
async function clickWhereApproveIs(page: Page) {
  const box = await frameOf(page).getByRole('button', { name: 'Approve' }).boundingBox()
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

describe('the wallet frame against a hostile host page', () => {
  it.each(attacks)('frame %s: Enter at once rejects (focus starts on Reject); Approve by key or click, at once or later, signs nothing', async (kind) => {
    const { page, address } = await connectedHost(contexts, newEmail())
    const frame = frameOf(page)

    // The attack in the issue: hide the frame, focus it, press Enter.
    await ask(page, address, 'first try')
    await frame.getByRole('heading', { name: 'Sign message' }).waitFor()
    await attack(page, kind)
    await page.keyboard.press('Enter')
    await expect.poll(() => outcomeOf(page, 'first try')).toEqual({ ok: false, error: 'User rejected the request', name: expect.any(String) })
    await undo(page)

    // A smarter page tabs to Approve first, and clicks where it is: at once, then again well after the delay.
    await ask(page, address, 'second try')
    await frame.getByText('second try').waitFor()
    await attack(page, kind)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await clickWhereApproveIs(page)
    await page.waitForTimeout(2_000)
    await page.keyboard.press('Enter')
    await clickWhereApproveIs(page)
    await page.waitForTimeout(500)
    expect(await outcomeOf(page, 'second try')).toBeUndefined()
    expect(await frame.getByRole('button', { name: 'Approve' }).getAttribute('aria-disabled')).toBe('true')

    // Shown as it should be, the person approves it after the delay: the one signature of this test.
    // (A click that missed the shrunk frame took focus to the page; the host gives it back, as
    // FrameSlot does when it shows the frame: a first click into an unfocused frame only focuses it.)
    await undo(page)
    await page.evaluate(() => document.querySelector<HTMLIFrameElement>('iframe[data-portico-frame]')!.focus())
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signed = await within('approved once visible', page.waitForFunction(() => (window as unknown as { outcomes: Outcomes }).outcomes['second try']).then(() => outcomeOf(page, 'second try')))
    if (!signed?.ok) throw new Error(`not signed: ${JSON.stringify(signed)}`)
    expect(await verifyMessage({ address, message: 'second try', signature: signed.value as Hex })).toBe(true)
  })

  it('a second request while one is open waits behind it (never swapped in), with a fresh delay when its turn comes', async () => {
    const { page, address } = await connectedHost(contexts, newEmail())
    const frame = frameOf(page)
    await ask(page, address, 'the first request')
    await frame.getByText('the first request').waitFor()
    await ask(page, address, 'a swapped-in request')
    await frame.getByText('Requests waiting after this one: 1').waitFor()
    await page.waitForTimeout(1_500)
    expect(await frame.getByText('the first request').isVisible()).toBe(true)
    expect(await frame.getByText('a swapped-in request').count()).toBe(0)

    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => outcomeOf(page, 'the first request')).toMatchObject({ ok: true })
    const first = (await outcomeOf(page, 'the first request'))!
    expect(first.ok && (await verifyMessage({ address, message: 'the first request', signature: first.value as Hex }))).toBe(true)

    // Its turn: a new view, Approve inert again for a moment, focus on Reject.
    await frame.getByText('a swapped-in request').waitFor()
    expect(await frame.getByRole('button', { name: 'Approve' }).getAttribute('aria-disabled')).toBe('true')
    expect(await frame.locator(':focus').textContent()).toBe('Reject')
    await page.keyboard.press('Enter')
    await expect.poll(() => outcomeOf(page, 'a swapped-in request')).toMatchObject({ ok: false, error: 'User rejected the request' })
  })
})
