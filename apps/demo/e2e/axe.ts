import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** axe-core's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no 2.2 A-only rule). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const
export type Impact = (typeof IMPACTS)[number]

export type Violation = { rule: string; impact: Impact; nodes: { target: string; summary: string; html: string }[] }

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Waits until the page's one-off animations (a dialog rising, a toast sliding in) have finished. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  )
}

/**
 * Runs axe-core on the whole document as it is now (axe's source is put into the page once per
 * document, from the pinned package) and returns the violations of the WCAG A/AA rules. The wallet
 * frame, when it shows (approvals, key export), is another origin's document: it is audited too, in
 * itself, its violations' targets prefixed with `wallet frame`. `within` (a CSS selector) audits only
 * that part of the page (the whole page when nothing matches it), the frame still whole: a walk that
 * audits one view after another on a page the accessibility walk audits whole.
 */
export async function audit(page: Page, { within }: { within?: string } = {}): Promise<Violation[]> {
  await settle(page)
  const violations = await auditDocument(page, within)
  const walletFrame = page.locator('iframe[data-portico-frame]')
  if ((await walletFrame.count()) === 1 && (await walletFrame.isVisible())) {
    const frame = await (await walletFrame.elementHandle())?.contentFrame()
    if (frame) {
      for (const violation of await auditDocument(frame)) {
        violations.push({ ...violation, nodes: violation.nodes.map((node) => ({ ...node, target: `wallet frame ${node.target}` })) })
      }
    }
  }
  return violations
}

async function auditDocument(target: Pick<Page, 'evaluate'>, within?: string): Promise<Violation[]> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axeSource)
  return target.evaluate(async ({ tags, within }) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const context = within && document.querySelector(within) ? { include: [[within]] } : document
    const results = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: (violation.impact ?? 'minor') as Impact,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '', html: node.html.slice(0, 300) })),
    }))
  }, { tags: [...WCAG_TAGS], within })
}

export type AuditRow = { view: string; theme: string; violations: Violation[] }

/** One line per view and theme: the count of violations by impact and the rules that failed. */
export function formatReport(rows: AuditRow[]): string {
  const width = Math.max(...rows.map((row) => row.view.length), 4)
  const header = `${'view'.padEnd(width)}  theme  critical serious moderate minor  rules`
  const lines = rows.map(({ view, theme, violations }) => {
    const counts = IMPACTS.map((impact) => String(violations.filter((v) => v.impact === impact).length).padStart(impact.length))
    return `${view.padEnd(width)}  ${theme.padEnd(5)}  ${counts.join(' ')}  ${violations.map((v) => v.rule).join(', ') || '-'}`
  })
  return [`axe-core ${WCAG_TAGS.join(' ')}`, header, ...lines].join('\n')
}
