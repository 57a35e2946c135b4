/** The standard test mnemonic (anvil's and hardhat's default). Never use it for real funds. */
export const testMnemonic = 'test test test test test test test test test test test junk'

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#4f46e5"/>' +
  '<path d="M28 72V28h22a14 14 0 0 1 0 28H40v16z" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/></svg>'

/** Default EIP-6963 info of the test wallet. */
export const defaultWalletInfo = {
  name: 'Portico Test Wallet',
  rdns: 'dev.portico.testwallet',
  icon: `data:image/svg+xml;base64,${btoa(iconSvg)}`, // btoa: ASCII only, and works in browsers (demo wallet)
} as const
