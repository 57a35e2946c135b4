/** Loads the connected views' chunk (see views/connectedViews.ts). Safe to call many times. */
export const loadConnectedViews = () => import('./views/connectedViews')
