import { privateKeyToAccount } from 'viem/accounts'
import { get, json, type RouteSpec } from './routeSpec.ts'
import { testClockStart } from './app.ts'
import { embeddedRoutes } from './embeddedRouteTable.ts'
import { paymasterRequest, sampleUserOperation } from './paymaster.ts'
import { gatewayCallData, testEnsGateway } from '../ens/testing.ts'
import { permit2Single } from './permit2TypedData.ts'

export type { RouteRequest, RouteSpec } from './routeSpec.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** A name the fuzz suite seeds (held by another account than `account`), so a lookup can succeed. */
export const seededName = 'portico'
/** The id (and form token) of the sandbox checkout the fuzz suite opens, so the page is reached. */
export const sandboxCheckoutId = 'ab'.repeat(16)
/** The id (and form token) of the Sandbox Exchange payment the fuzz suite starts, so its page is reached. */
export const sandboxExchangePaymentId = 'cd'.repeat(16)
/** USDC on Ethereum (on the server's token list for chain 1). */
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** Every route of `createApp`, once (the test in `http/rateLimit.test.ts` checks the list is complete). */
export const routeTable: readonly RouteSpec[] = [
  { method: 'GET', route: '/health', bucket: 'health', sample: ({ origin }) => ({ path: '/health', init: get(origin) }) },
  // Liveness does constant work and touches no database: no rate limit (a counter would cost more than the answer).
  { method: 'GET', route: '/healthz', bucket: 'none', sample: ({ origin }) => ({ path: '/healthz', init: get(origin) }) },
  // Served only with PORTICO_METRICS_TOKEN (else 404, as an unknown route); a token is checked per client's rate limit.
  { method: 'GET', route: '/metrics', bucket: 'health', sample: ({ origin }) => ({ path: '/metrics', init: get(origin) }) },
  { method: 'GET', route: '/readyz', bucket: 'health', sample: ({ origin }) => ({ path: '/readyz', init: get(origin) }) },
  { method: 'GET', route: '/v1/config', bucket: 'config', sample: ({ projectId, origin }) => ({ path: `/v1/config?projectId=${projectId}`, init: get(origin) }) },
  { method: 'GET', route: '/v1/origins', bucket: 'origins', sample: ({ projectId, origin }) => ({ path: `/v1/origins?projectId=${projectId}`, init: get(origin) }) },
  {
    method: 'POST',
    route: '/e',
    bucket: 'events',
    sample: ({ projectId, origin }) => ({
      path: `/e?projectId=${projectId}&st=portico&sv=html-wagmi-4.2.2`,
      init: json(
        { eventId: '4f8a2b8e-3c1d-4e5f-9a6b-7c8d9e0f1a2b', url: `${origin}/`, domain: 'app', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } },
        origin,
      ),
    }),
  },
  { method: 'GET', route: '/getWallets', bucket: 'wallets', sample: ({ projectId, origin }) => ({ path: `/getWallets?projectId=${projectId}&entries=4`, init: get(origin) }) },
  { method: 'GET', route: '/v1/wallets', bucket: 'wallets', sample: ({ projectId, origin }) => ({ path: `/v1/wallets?projectId=${projectId}&search=a`, init: get(origin) }) },
  { method: 'GET', route: '/v1/network-images/:file', bucket: 'networkImages', sample: ({ origin }) => ({ path: '/v1/network-images/eip155-1.svg', init: get(origin) }) },
  { method: 'GET', route: '/v1/social-images/:file', bucket: 'socialImages', sample: ({ origin }) => ({ path: '/v1/social-images/apple-dark.svg', init: get(origin) }) },
  { method: 'GET', route: '/v1/wallet-images/:file', bucket: 'walletImages', sample: ({ origin }) => ({ path: '/v1/wallet-images/metamask.svg', init: get(origin) }) },
  {
    method: 'POST',
    route: '/v1/siwx/nonce',
    bucket: 'siwxNonce',
    sample: ({ projectId, origin }) => ({ path: `/v1/siwx/nonce?projectId=${projectId}`, init: json({ chainId: 'eip155:1', address: account }, origin) }),
  },
  {
    method: 'POST',
    route: '/v1/siwx/verify',
    bucket: 'siwxVerify',
    sample: ({ projectId, origin }) => ({ path: `/v1/siwx/verify?projectId=${projectId}`, init: json({ message: 'x', signature: '0x00' }, origin) }),
  },
  { method: 'GET', route: '/v1/siwx/me', bucket: 'siwxSession', sample: ({ projectId, origin }) => ({ path: `/v1/siwx/me?projectId=${projectId}`, init: get(origin) }) },
  { method: 'POST', route: '/v1/siwx/signout', bucket: 'siwxSession', sample: ({ projectId, origin }) => ({ path: `/v1/siwx/signout?projectId=${projectId}`, init: json({}, origin) }) },
  { method: 'GET', route: '/v1', bucket: 'rpc', sample: ({ projectId, origin }) => ({ path: `/v1?chainId=1&projectId=${projectId}`, init: get(origin) }) },
  {
    method: 'POST',
    route: '/v1',
    bucket: 'rpc',
    sample: ({ projectId, origin }) => ({ path: `/v1?chainId=1&projectId=${projectId}`, init: json({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, origin) }),
  },
  { method: 'GET', route: '/v1/', bucket: 'rpc', sample: ({ projectId, origin }) => ({ path: `/v1/?chainId=eip155:1&projectId=${projectId}`, init: get(origin) }) },
  {
    method: 'POST',
    route: '/v1/',
    bucket: 'rpc',
    sample: ({ projectId, origin }) => ({ path: `/v1/?chainId=1&projectId=${projectId}`, init: json([{ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }], origin) }),
  },
  {
    method: 'GET',
    route: '/v1/account/:address/balance',
    bucket: 'balances',
    sample: ({ projectId, origin }) => ({ path: `/v1/account/${account}/balance?currency=usd&chainId=1&projectId=${projectId}`, init: get(origin) }),
  },
  { method: 'GET', route: '/v1/token-icons/:file', bucket: 'tokenIcons', sample: ({ origin }) => ({ path: '/v1/token-icons/ETH.svg', init: get(origin) }) },
  {
    method: 'GET',
    route: '/v1/account/:address/history',
    bucket: 'history',
    sample: ({ projectId, origin }) => ({ path: `/v1/account/${account}/history?chainId=1&limit=5&projectId=${projectId}`, init: get(origin) }),
  },
  { method: 'GET', route: '/v1/swap/tokens', bucket: 'swapTokens', sample: ({ projectId, origin }) => ({ path: `/v1/swap/tokens?chainId=eip155:1&projectId=${projectId}`, init: get(origin) }) },
  {
    method: 'GET',
    route: '/v1/swap/quote',
    bucket: 'swapQuote',
    sample: ({ projectId, origin }) => ({ path: `/v1/swap/quote?chainId=1&from=native&to=${usdc}&amount=1000000000000000000&slippage=1&projectId=${projectId}`, init: get(origin) }),
  },
  { method: 'GET', route: '/v1/swap/gas-price', bucket: 'swapGasPrice', sample: ({ projectId, origin }) => ({ path: `/v1/swap/gas-price?chainId=1&projectId=${projectId}`, init: get(origin) }) },
  { method: 'GET', route: '/v1/onramp/options', bucket: 'onrampOptions', sample: ({ projectId, origin }) => ({ path: `/v1/onramp/options?country=DE&projectId=${projectId}`, init: get(origin) }) },
  {
    method: 'GET',
    route: '/v1/onramp/quotes',
    bucket: 'onrampQuotes',
    sample: ({ projectId, origin }) => ({
      path: `/v1/onramp/quotes?country=DE&fiatCurrency=EUR&fiatAmount=100&paymentMethod=card&network=eip155:1&token=native&symbol=ETH&address=${account}&projectId=${projectId}`,
      init: get(origin),
    }),
  },
  {
    method: 'POST',
    route: '/v1/onramp/checkout',
    bucket: 'onrampCheckout',
    sample: ({ projectId, origin }) => ({
      path: `/v1/onramp/checkout?projectId=${projectId}`,
      init: json({ provider: 'stub', country: 'DE', fiatCurrency: 'EUR', fiatAmount: '100', paymentMethod: 'card', network: 'eip155:1', token: 'native', symbol: 'ETH', address: account }, origin),
    }),
  },
  { method: 'GET', route: '/v1/onramp/sandbox/checkout/:id', bucket: 'onrampSandbox', sample: ({ origin }) => ({ path: `/v1/onramp/sandbox/checkout/${sandboxCheckoutId}`, init: get(origin) }) },
  {
    method: 'POST',
    route: '/v1/onramp/sandbox/checkout/:id',
    bucket: 'onrampSandbox',
    sample: ({ origin }) => ({
      path: `/v1/onramp/sandbox/checkout/${sandboxCheckoutId}`,
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: `csrfToken=${sandboxCheckoutId}&card=4242424242424242&expiry=12%2F40&cvc=123` },
    }),
  },
  {
    method: 'GET',
    route: '/v1/pay/exchanges',
    bucket: 'payExchanges',
    sample: ({ projectId, origin }) => ({ path: `/v1/pay/exchanges?asset=eip155:31337/slip44:60&projectId=${projectId}`, init: get(origin) }),
  },
  {
    method: 'POST',
    route: '/v1/pay/exchange-payments',
    bucket: 'payExchangePayment',
    sample: ({ projectId, origin }) => ({
      path: `/v1/pay/exchange-payments?projectId=${projectId}`,
      init: json({ exchange: 'sandbox', asset: 'eip155:31337/slip44:60', amount: '0.5', recipient: account }, origin),
    }),
  },
  {
    method: 'GET',
    route: '/v1/pay/exchange-payments/:exchange/:id',
    bucket: 'payExchangeStatus',
    sample: ({ projectId, origin }) => ({ path: `/v1/pay/exchange-payments/sandbox/${sandboxExchangePaymentId}?projectId=${projectId}`, init: get(origin) }),
  },
  {
    method: 'POST',
    route: '/v1/pay/exchange-payments/:exchange/:id/cancel',
    bucket: 'payExchangePayment',
    sample: ({ projectId, origin }) => ({ path: `/v1/pay/exchange-payments/sandbox/${sandboxExchangePaymentId}/cancel?projectId=${projectId}`, init: json({}, origin) }),
  },
  { method: 'GET', route: '/v1/pay/sandbox-exchange/:id', bucket: 'payExchangeSandbox', sample: ({ origin }) => ({ path: `/v1/pay/sandbox-exchange/${sandboxExchangePaymentId}`, init: get(origin) }) },
  {
    method: 'POST',
    route: '/v1/pay/sandbox-exchange/:id/sign-in',
    bucket: 'payExchangeSandbox',
    sample: ({ origin }) => ({
      path: `/v1/pay/sandbox-exchange/${sandboxExchangePaymentId}/sign-in`,
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: `csrfToken=${sandboxExchangePaymentId}&email=me%40example.com&password=sandbox` },
    }),
  },
  {
    method: 'POST',
    route: '/v1/pay/sandbox-exchange/:id/confirm',
    bucket: 'payExchangeSandbox',
    sample: ({ origin }) => ({
      path: `/v1/pay/sandbox-exchange/${sandboxExchangePaymentId}/confirm`,
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: `csrfToken=${sandboxExchangePaymentId}` },
    }),
  },
  {
    method: 'POST',
    route: '/v1/pay/sandbox-exchange/:id/cancel',
    bucket: 'payExchangeSandbox',
    sample: ({ origin }) => ({
      path: `/v1/pay/sandbox-exchange/${sandboxExchangePaymentId}/cancel`,
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: `csrfToken=${sandboxExchangePaymentId}` },
    }),
  },
  {
    method: 'GET',
    route: '/v1/swap/allowance',
    bucket: 'swapAllowance',
    sample: ({ projectId, origin }) => ({ path: `/v1/swap/allowance?chainId=1&token=${usdc}&address=${account}&projectId=${projectId}`, init: get(origin) }),
  },
  {
    method: 'POST',
    route: '/v1/swap/approve-transaction',
    bucket: 'swapTransaction',
    sample: ({ projectId, origin }) => ({ path: `/v1/swap/approve-transaction?projectId=${projectId}`, init: json({ chainId: 'eip155:1', token: usdc, address: account, amount: '1000000' }, origin) }),
  },
  {
    method: 'POST',
    route: '/v1/swap/transaction',
    bucket: 'swapTransaction',
    sample: ({ projectId, origin }) => ({
      path: `/v1/swap/transaction?projectId=${projectId}`,
      init: json({ chainId: 1, from: 'native', to: usdc, amount: '1000000000000000000', address: account, slippage: 1 }, origin),
    }),
  },
  {
    method: 'POST',
    route: '/v1/simulate',
    bucket: 'simulate',
    sample: ({ projectId, origin }) => ({
      path: `/v1/simulate?projectId=${projectId}`,
      init: json({ chainId: 1, from: account, calls: [{ to: usdc, data: '0x095ea7b3', value: '0' }] }, origin),
    }),
    // A Permit2 signature for an account (its spender's code is then read: the stubbed-out chain's 502).
    moreSamples: ({ projectId, origin }) => [
      { path: `/v1/simulate?projectId=${projectId}`, init: json({ chainId: 'eip155:1', from: account, typedData: permit2Single({ token: usdc, spender: account }, { chainId: 1 }) }, origin) },
    ],
  },
  { method: 'GET', route: '/v1/names/lookup', bucket: 'nameLookup', sample: ({ projectId, origin }) => ({ path: `/v1/names/lookup?name=${seededName}&projectId=${projectId}`, init: get(origin) }) },
  { method: 'GET', route: '/v1/names/reverse', bucket: 'nameLookup', sample: ({ projectId, origin }) => ({ path: `/v1/names/reverse?address=${account}&coinType=60&projectId=${projectId}`, init: get(origin) }) },
  { method: 'GET', route: '/v1/names/suggestions', bucket: 'nameSuggestions', sample: ({ projectId, origin }) => ({ path: `/v1/names/suggestions?name=alice&projectId=${projectId}`, init: get(origin) }) },
  // The ENS gateway (public, no project): a wallet's CCIP-Read lookup of the seeded name under the test parent.
  {
    method: 'GET',
    route: '/v1/ens/gateway/:sender/:data',
    bucket: 'ensGateway',
    sample: ({ origin }) => ({ path: `/v1/ens/gateway/${testEnsGateway.resolverAddress}/${gatewayCallData(`${seededName}.portico.eth`)}.json`, init: get(origin) }),
  },
  {
    method: 'POST',
    route: '/v1/ens/gateway',
    bucket: 'ensGateway',
    sample: ({ origin }) => ({ path: '/v1/ens/gateway', init: json({ sender: testEnsGateway.resolverAddress, data: gatewayCallData(`${seededName}.portico.eth`, 'avatar') }, origin) }),
  },
  {
    method: 'POST',
    route: '/v1/names/register',
    bucket: 'nameRegister',
    sample: ({ projectId, origin }) => ({
      path: `/v1/names/register?projectId=${projectId}`,
      init: json({ coinType: 60, address: account, ...(signedRegistrations.get(projectId) ?? { message: registrationMessage(projectId), signature: `0x${'11'.repeat(65)}` }) }, origin),
    }),
  },
  {
    method: 'POST',
    route: '/v1/paymaster',
    bucket: 'paymaster',
    // Project `p` sponsors chain 1 (any target): the first request is signed, the rest are replays or refusals.
    sample: ({ projectId, origin }) => ({ path: `/v1/paymaster?projectId=${projectId}`, init: json(paymasterRequest('pm_getPaymasterData', sampleUserOperation()), origin) }),
  },
  // The embedded wallet: only the frame's origin gets past the door, whatever origin the caller tests.
  ...embeddedRoutes,
]

/**
 * A well-formed registration of `alice` by `account`, issued at the test apps' clock: signed by the
 * account's key for project `p` (the first one registers; later ones are typed refusals), with a
 * signature that is not the account's for any other project (a typed 401).
 */
function registrationMessage(projectId: string): string {
  return [
    'Register the name "alice" for this account on Portico.',
    '',
    'Name: alice',
    `Address: ${account}`,
    'Coin Type: 60',
    'Chain ID: eip155:1',
    `Project ID: ${projectId}`,
    `Issued At: ${new Date(testClockStart).toISOString()}`,
    'Nonce: 0123456789abcdef',
  ].join('\n')
}

/** Anvil's first test key (`account`): the sample registration for project `p` is really signed. */
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const signedRegistrations = new Map<string, { message: string; signature: string }>()
for (const projectId of ['p']) {
  const message = registrationMessage(projectId)
  signedRegistrations.set(projectId, { message, signature: await signer.signMessage({ message }) })
}
