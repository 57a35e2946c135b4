import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, test } from 'vitest'
import { emailJourney } from './accessibility/emailJourney'
import { featureJourneys } from './accessibility/featureJourneys'
import type { Journey } from './accessibility/journey'
import { namespaceJourneys } from './accessibility/namespaceJourneys'
import { visitorJourneys } from './accessibility/visitorJourneys'
import { audit, type AuditRow, formatReport } from './axe'
import { fundAccount } from './fund'
import { useDemo } from './harness'
import { showTheme, themes } from './themes'
import { untranslatedKeys } from './untranslated'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.accessibility

// axe-core (WCAG 2.0/2.1/2.2, A and AA) on the demo page and on every view of the modal, in the
// light and the dark theme. Each journey opens the demo once and walks its views in order; at each
// step the system's colour scheme is set to light, then dark (the demo follows it, the wallet frame
// follows the modal), and the page is audited as a whole document in each.

const open = useDemo()

const journeys: Record<string, Journey> = { ...namespaceJourneys, ...visitorJourneys, ...emailJourney, ...featureJourneys }

const report: AuditRow[] = []
afterAll(() => {
  console.log(`\n${formatReport(report)}\n`)
  // Every node of every violation, for a closer look (.cache is not in git).
  mkdirSync('.cache', { recursive: true })
  writeFileSync('.cache/axe-report.json', JSON.stringify(report, null, 2))
})

describe('axe on every view, in the light and the dark theme', () => {
  test.each(Object.entries(journeys))('%s', async (_, journey) => {
    const demo = await open({
      accountIndex: journey.account,
      query: journey.query,
      ...(journey.walletChains ? { walletChains: journey.walletChains } : {}),
      ...(journey.bitcoinWallet ? { bitcoinWallet: { accountIndex: accounts.bitcoin.signIn, name: 'Bitcoin Test Wallet' } } : {}),
      ...(journey.otherNamespaces ? { polkadotWallet: { accountIndex: accounts.polkadot.wallet }, cosmosWallet: { accountIndex: accounts.cosmos.wallet } } : {}),
      ...(journey.solanaWallet ? { solanaWallet: { accountIndex: accounts.solana.twoNamespaces } } : {}),
    })
    if (journey.steps.some((step) => step.view.startsWith('Send') || step.view.startsWith('Swap') || step.view === 'Pay, paid')) await fundAccount(demo.wallet.address)
    const rows: AuditRow[] = []
    const untranslated: { view: string; keys: string[] }[] = []
    for (const step of journey.steps) {
      await step.reach(demo)
      for (const theme of themes) {
        await showTheme(demo.page, theme)
        const row = { view: step.view, theme, violations: await audit(demo.page) }
        rows.push(row)
        report.push(row)
      }
      const keys = await untranslatedKeys(demo.page)
      if (keys.length) untranslated.push({ view: step.view, keys })
    }
    expect(untranslated).toEqual([])
    // Every serious or critical violation, with where it is, so a failure says what to fix.
    const blocking = rows.flatMap(({ view, theme, violations }) =>
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ view, theme, rule: v.rule, impact: v.impact, nodes: v.nodes.map((n) => `${n.target}: ${n.summary.split('\n').slice(1, 2).join('')}`) })),
    )
    expect(blocking).toEqual([])
  }, 300_000)
})
