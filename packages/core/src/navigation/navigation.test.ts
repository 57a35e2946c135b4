import { describe, expect, it } from 'vitest'
import { createPortico } from '../kit/createPortico'
import type { PaymentSession } from '../pay/paymentSession'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { testAdapter } from '../testing/testAdapter'
import { askSignIn, leaveSignIn } from './signIn'
import { leaveApproval, showApproval } from './approval'
import { leavePay, showPay } from './pay'
import { leaveUnsupportedChain, showUnsupportedChain } from './unsupportedChain'
import { showAccount, showHome } from './home'
import { showConnected, showEmbeddedStart } from './afterConnect'
import { showDisconnected } from './afterDisconnect'

function kit(options: { allowUnsupportedChain?: boolean } = {}) {
  const portico = createPortico({ adapters: [testAdapter()], storage: createMemoryStorage(), ...options })
  const ctx = portico.context
  const views = () => ctx.router.getState().history.map((route) => route.view)
  const open = () => ctx.modal.getState().open
  return { portico, ctx, views, open }
}
const connected = async (portico: ReturnType<typeof createPortico>) => {
  await portico.ready
  await portico.connect({ connectorId: 'io.metamask' })
}
const paying = { promise: Promise.resolve() } as unknown as PaymentSession

describe('after connecting (showConnected)', () => {
  it('goes back to Pay when a payment asked for the wallet', () => {
    const { ctx, views } = kit()
    ctx.router.reset('Pay')
    ctx.router.push('Connect')
    ctx.router.push('ConnectingExternal', { connectorId: 'io.metamask' })
    showConnected(ctx)
    expect(views()).toEqual(['Pay'])
  })

  it('goes back to ProfileWallets after adding a wallet from there, else to Account', () => {
    const { ctx, views } = kit()
    ctx.router.reset('Account')
    ctx.router.push('ProfileWallets')
    ctx.router.push('Connect')
    showConnected(ctx)
    expect(views()).toEqual(['Account', 'ProfileWallets'])
    ctx.router.reset('Connect')
    showConnected(ctx)
    expect(views()).toEqual(['Account'])
  })
})

describe('sign-in', () => {
  it('asks on the SIWXSignMessage view, the modal shown', () => {
    const { ctx, views, open } = kit()
    askSignIn(ctx)
    expect(views()).toEqual(['SIWXSignMessage'])
    expect(open()).toBe(true)
  })

  it('done or declined: back to Pay when a payment is under way (the same rule as after connecting)', () => {
    const { ctx, views, open } = kit()
    askSignIn(ctx)
    ctx.payments.session = paying
    leaveSignIn(ctx)
    expect(views()).toEqual(['Pay'])
    expect(open()).toBe(true)
  })

  it('done or declined without a payment: closed on the Account view', () => {
    const { ctx, views, open } = kit()
    askSignIn(ctx)
    leaveSignIn(ctx)
    expect(views()).toEqual(['Account'])
    expect(open()).toBe(false)
  })
})

describe('pay', () => {
  it('a payment starts on the Pay view, the modal shown; a Pay view already there stays', () => {
    const { ctx, views, open } = kit()
    ctx.router.reset('Account')
    showPay(ctx)
    expect(views()).toEqual(['Pay'])
    expect(open()).toBe(true)
    ctx.router.push('Connect')
    ctx.router.back()
    showPay(ctx)
    expect(views()).toEqual(['Pay'])
  })

  it('the payment ended: closed, starting over from Account when connected, Connect when not', async () => {
    const { portico, ctx, views, open } = kit()
    showPay(ctx)
    leavePay(ctx)
    expect([views(), open()]).toEqual([['Connect'], false])
    await connected(portico)
    showPay(ctx)
    leavePay(ctx)
    expect([views(), open()]).toEqual([['Account'], false])
  })

  it('leaves other views alone', () => {
    const { ctx, views } = kit()
    ctx.router.reset('Networks')
    leavePay(ctx)
    expect(views()).toEqual(['Networks'])
  })
})

describe('home, account, disconnect', () => {
  it('home is Account when connected, else Connect', async () => {
    const { portico, ctx, views } = kit()
    ctx.router.reset('Networks')
    showHome(ctx)
    expect(views()).toEqual(['Connect'])
    await connected(portico)
    showHome(ctx)
    expect(views()).toEqual(['Account'])
  })

  it("a feature's flow done: the Account view alone", () => {
    const { ctx, views } = kit()
    ctx.router.reset('Account')
    ctx.router.push('WalletSend')
    ctx.router.push('WalletSendPreview')
    showAccount(ctx)
    expect(views()).toEqual(['Account'])
  })

  it('the last wallet disconnected: Connect, the modal closed', () => {
    const { ctx, views, open } = kit()
    ctx.router.reset('Account')
    ctx.modal.setOpen(true)
    showDisconnected(ctx)
    expect([views(), open()]).toEqual([['Connect'], false])
  })

  it('an embedded form starts on Account when connected and nothing else was shown', async () => {
    const { portico, ctx, views } = kit()
    showEmbeddedStart(ctx)
    expect(views()).toEqual(['Connect'])
    await connected(portico)
    ctx.router.reset('Connect')
    showEmbeddedStart(ctx)
    expect(views()).toEqual(['Account'])
  })
})

describe('approval (embedded wallet)', () => {
  it('opened by the approval: the view alone, then closed again', () => {
    const { ctx, views, open } = kit()
    const openedForApproval = showApproval(ctx)
    expect([openedForApproval, views(), open()]).toEqual([true, ['ApproveTransaction'], true])
    leaveApproval(ctx, openedForApproval)
    expect(open()).toBe(false)
  })

  it('on top of an open modal: back to the view below', () => {
    const { ctx, views, open } = kit()
    ctx.router.reset('Account')
    ctx.modal.setOpen(true)
    const openedForApproval = showApproval(ctx)
    expect([openedForApproval, views()]).toEqual([false, ['Account', 'ApproveTransaction']])
    leaveApproval(ctx, openedForApproval)
    expect([views(), open()]).toEqual([['Account'], true])
  })
})

describe('unsupported network', () => {
  it('shows UnsupportedChain with the modal, unless the app allows such networks; Account when back on a configured one', () => {
    const { ctx, views, open } = kit()
    showUnsupportedChain(ctx)
    expect([views(), open()]).toEqual([['UnsupportedChain'], true])
    leaveUnsupportedChain(ctx)
    expect(views()).toEqual(['Account'])

    const allowed = kit({ allowUnsupportedChain: true })
    showUnsupportedChain(allowed.ctx)
    expect(allowed.views()).toEqual(['Connect'])
  })
})
