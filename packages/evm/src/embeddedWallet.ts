// `@portico/evm/embeddedWallet`: e-mail login for an app that brings its own wagmi config, on its own
// entry so that the main one keeps wagmi's connector code in the adapter's lazy chunks.
export { embeddedWallet } from './embedded/embeddedConnector'
