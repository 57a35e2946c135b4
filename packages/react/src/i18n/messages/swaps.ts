/** Swaps: the views' titles and the errors (the views' own texts come with their chunks: `swapViews`). */
export const swaps = {
  'view.swap.title': 'Swap',
  'view.swapPreview.title': 'Review Swap',
  'error.SwapNetworkNotSupportedError': 'Network not supported for Swaps',
  'error.SwapTransactionFailedError': 'The swap transaction failed',
} as const
