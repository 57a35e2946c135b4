/**
 * The views a connected visitor sees (the account, the network list, a network switch, an
 * unsupported network): one chunk apart from the modal's, so a page whose visitor has not connected
 * does not fetch it while it idles. It loads once there is a connection, live or last visit's (see
 * preloadConnectedViews.ts), or when one of these views is shown.
 */
export { AccountView } from './AccountView'
export { NetworkList } from './NetworkList'
export { SwitchNetworkView } from './SwitchNetworkView'
export { UnsupportedChainView } from './UnsupportedChainView'
