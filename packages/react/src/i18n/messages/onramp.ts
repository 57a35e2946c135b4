/** On-ramp: the titles of Buy and its checkout (the views' own texts come with their chunks: `onrampViews`). */
export const onramp = {
  'view.onramp.title': 'Buy',
  'view.onrampCheckout.title': 'Checkout',
} as const
