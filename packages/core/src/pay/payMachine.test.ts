import { describe, expect, it } from 'vitest'
import { initialPayState, type PayOption, type PayState, type PayStatus } from './createPayStore'
import { canHappen, type PayEvent, payEventFrom, payTransition } from './payMachine'
import type { AssetId, Payment } from './types'

const asset = 'eip155:1/slip44:60' as AssetId
const other = 'eip155:8453/slip44:60' as AssetId
const option = { asset: { id: asset }, value: 5n, balance: 10n } as unknown as PayOption
const exchange = { exchange: { id: 'ex', name: 'Exchange', imageUrl: '' }, id: 'p1', url: 'https://ex.example/p1' } as unknown as NonNullable<PayState['exchange']>
const payment = { hash: '0xabc' } as unknown as Payment
const problem = new Error('problem')

const statuses: readonly PayStatus[] = ['idle', 'preparing', 'ready', 'sending', 'walletAsked', 'exchange', 'confirming', 'success']
const at = (status: PayStatus, extra: Partial<PayState> = {}): PayState => ({ ...initialPayState, status, selected: asset, options: [option], ...extra })

const events: { readonly [Type in PayEvent['type']]: Extract<PayEvent, { type: Type }> } = {
  started: { type: 'started', request: { recipient: '0x1', amount: '1', assets: [] }, recipient: { address: '0x1', name: undefined }, options: [option], selected: asset },
  resumedSent: { type: 'resumedSent', selected: other, hash: '0xsent' },
  resumedAsked: { type: 'resumedAsked', selected: other },
  optionsRead: { type: 'optionsRead', options: [option], selected: other, error: undefined },
  selected: { type: 'selected', selected: other, error: problem },
  exchangesRead: { type: 'exchangesRead', exchanges: [] },
  failedQuietly: { type: 'failedQuietly', error: problem },
  sending: { type: 'sending' },
  sendFailed: { type: 'sendFailed', error: problem, stillAsked: false, options: [option] },
  notSent: { type: 'notSent' },
  atExchange: { type: 'atExchange', selected: other, exchange },
  sent: { type: 'sent', hash: '0xsent' },
  confirmed: { type: 'confirmed', payment },
  ended: { type: 'ended' },
}

describe('the pay machine', () => {
  it('ignores every event that does not fit the status (the same state object back)', () => {
    let ignored = 0
    for (const status of statuses) {
      for (const event of Object.values(events)) {
        const state = at(status)
        if (canHappen(status, event.type)) continue
        expect(payTransition(state, event), `${event.type} in ${status}`).toBe(state)
        ignored++
      }
    }
    expect(ignored).toBeGreaterThan(40)
  })

  it('has one row per event, and every status can be reached from idle', () => {
    expect(Object.keys(payEventFrom).sort()).toEqual(Object.keys(events).sort())
    const reached = new Set<PayStatus>(['idle'])
    for (let round = 0; round < statuses.length; round++) {
      for (const status of [...reached]) {
        for (const event of Object.values(events)) reached.add(payTransition(at(status), event).status)
      }
    }
    expect([...reached].sort()).toEqual([...statuses].sort())
  })

  it('opens on a request from any status, dropping what was there', () => {
    const next = payTransition(at('success', { payment, hash: '0xold', error: problem }), events.started)
    expect(next).toMatchObject({ status: 'preparing', selected: asset, hash: undefined, payment: undefined, error: undefined })
    expect(next.request?.amount).toBe('1')
  })

  it('resumes after a reload only while preparing: sent -> confirming, asked -> walletAsked', () => {
    expect(payTransition(at('preparing'), events.resumedSent)).toMatchObject({ status: 'confirming', selected: other, hash: '0xsent' })
    expect(payTransition(at('preparing'), events.resumedAsked)).toMatchObject({ status: 'walletAsked', selected: other })
    expect(payTransition(at('ready'), events.resumedSent).status).toBe('ready')
  })

  it('becomes ready when the balances are read, but not once the wallet is asked or the payment is out', () => {
    for (const status of ['preparing', 'ready', 'walletAsked'] as const) {
      expect(payTransition(at(status), events.optionsRead)).toMatchObject({ status: 'ready', selected: other })
    }
    for (const status of ['sending', 'exchange', 'confirming', 'success'] as const) {
      expect(payTransition(at(status), events.optionsRead).status).toBe(status)
    }
  })

  it('picking another asset keeps the status, shows its problem and forgets the exchanges read for the last one', () => {
    const next = payTransition(at('ready', { exchanges: [exchange.exchange] }), events.selected)
    expect(next).toMatchObject({ status: 'ready', selected: other, error: problem, exchanges: undefined })
    expect(payTransition(at('sending'), events.selected).selected).toBe(asset)
  })

  it('sends from preparing, ready or walletAsked, clearing the last problem', () => {
    expect(payTransition(at('ready', { error: problem }), events.sending)).toMatchObject({ status: 'sending', error: undefined })
    expect(payTransition(at('confirming'), events.sending).status).toBe('confirming')
  })

  it('a failed send goes back to ready, or to walletAsked when a request from before a reload may still be open', () => {
    expect(payTransition(at('sending'), events.sendFailed)).toMatchObject({ status: 'ready', error: problem })
    expect(payTransition(at('sending'), { ...events.sendFailed, stillAsked: true })).toMatchObject({ status: 'walletAsked', error: problem })
  })

  it('a watcher saying the old request never went out does not interrupt a send under way', () => {
    expect(payTransition(at('walletAsked'), events.notSent).status).toBe('ready')
    expect(payTransition(at('sending'), events.notSent).status).toBe('sending')
  })

  it('goes to an exchange only before anything was sent', () => {
    expect(payTransition(at('ready'), events.atExchange)).toMatchObject({ status: 'exchange', selected: other, exchange })
    expect(payTransition(at('walletAsked'), events.atExchange).status).toBe('walletAsked')
  })

  it('waits for the receipt once sent (from the wallet, a watched request or the exchange), then succeeds', () => {
    for (const status of ['sending', 'walletAsked', 'exchange'] as const) {
      expect(payTransition(at(status, { error: problem }), events.sent)).toMatchObject({ status: 'confirming', hash: '0xsent', error: undefined })
    }
    expect(payTransition(at('ready'), events.sent).status).toBe('ready')
    expect(payTransition(at('confirming'), events.confirmed)).toMatchObject({ status: 'success', payment })
    expect(payTransition(at('sending'), events.confirmed).status).toBe('sending')
  })

  it('ending drops everything, from any status', () => {
    for (const status of statuses) expect(payTransition(at(status, { error: problem }), events.ended)).toEqual(initialPayState)
  })
})
