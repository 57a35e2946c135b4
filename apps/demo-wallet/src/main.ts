// The demo wallet: the test wallet's WalletConnect side (walletkit, devnet accounts) in manual mode, with
// a page that shows each session proposal and request and lets you approve or reject it.
import { createWalletConnectWallet, type WalletConnectProposal } from '@portico/test-wallet/walletConnect'

const env = import.meta.env as Record<string, string | undefined>
const relayUrl = new URLSearchParams(location.search).get('relay') ?? env.VITE_WALLETCONNECT_RELAY_URL ?? 'ws://127.0.0.1:8555'
const chains = [
  { id: 31337, name: 'Portico Devnet', rpcUrl: env.VITE_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545' },
  { id: 31338, name: 'Portico Devnet 2', rpcUrl: env.VITE_DEVNET2_RPC_URL ?? 'http://127.0.0.1:8546' },
]
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T

const wallet = await createWalletConnectWallet({
  relayUrl,
  chains,
  mode: 'manual',
  name: 'Portico demo wallet',
  storagePrefix: 'portico-demo-wallet',
})

const log = (text: string) => {
  const li = document.createElement('li')
  li.textContent = `${new Date().toLocaleTimeString()} ${text}`
  $('log').prepend(li)
}

function renderAccount() {
  $('address').textContent = wallet.address
  $('chain').textContent = chains.find((c) => c.id === wallet.chainId)?.name ?? String(wallet.chainId)
  $('relay').textContent = relayUrl
  $('sessions').textContent = wallet.sessions.length ? `${wallet.sessions.length} active` : 'None.'
}

const select = $<HTMLSelectElement>('chain-select')
for (const chain of chains) select.add(new Option(`${chain.name} (${chain.id})`, String(chain.id)))
select.addEventListener('change', async () => {
  await wallet.switchChain(Number(select.value))
  log(`switched to chain ${select.value}`)
  renderAccount()
})

$<HTMLFormElement>('pair-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  const input = $<HTMLInputElement>('uri')
  $('pair-status').textContent = 'Pairing…'
  try {
    await wallet.pair(input.value.trim())
    input.value = ''
    $('pair-status').textContent = 'Paired: waiting for the session proposal.'
    showProposal(await wallet.waitForProposal({ timeout: 30_000 }))
  } catch (error) {
    $('pair-status').textContent = `Pairing failed: ${(error as Error).message}`
  }
})

function prompt(title: string, body: string, onApprove: () => Promise<unknown>, onReject: () => Promise<unknown>) {
  const li = document.createElement('li')
  const h = document.createElement('strong')
  h.textContent = title
  const pre = document.createElement('pre')
  pre.textContent = body
  const approve = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Approve', className: 'primary' })
  const reject = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Reject' })
  const done = (p: Promise<unknown>) =>
    void p.then(
      () => li.remove(),
      (error: Error) => log(`error: ${error.message}`),
    ).finally(() => {
      $('no-prompts').hidden = $('prompts').children.length > 0
      renderAccount()
    })
  approve.addEventListener('click', () => done(onApprove()))
  reject.addEventListener('click', () => done(onReject()))
  li.append(h, pre, approve, reject)
  $('prompts').append(li)
  $('no-prompts').hidden = true
}

function showProposal(proposal: WalletConnectProposal) {
  prompt(
    `${proposal.proposer.name} wants to connect`,
    `${proposal.proposer.url}\nchains: ${proposal.chains.join(', ')}`,
    async () => log(`session approved: ${await wallet.approveSession()}`),
    async () => {
      await wallet.rejectSession()
      log('session rejected')
    },
  )
  $('pair-status').textContent = ''
}

// Requests waiting for a decision (manual mode): shown oldest first.
let shown = 0
setInterval(() => {
  const requests = wallet.requests
  for (const request of requests.slice(shown)) {
    if (request.outcome !== 'pending') {
      log(`${request.method} -> ${request.outcome}`)
      continue
    }
    prompt(
      request.method,
      JSON.stringify(request.params, null, 2),
      async () => log(`${request.method} approved: ${JSON.stringify((await wallet.approve()).result)}`),
      async () => {
        await wallet.reject()
        log(`${request.method} rejected`)
      },
    )
  }
  shown = requests.length
  renderAccount()
}, 300)

$('disconnect').addEventListener('click', async () => {
  await wallet.disconnect()
  log('disconnected')
  renderAccount()
})
renderAccount()
log('ready')
