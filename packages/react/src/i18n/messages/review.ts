/** Review steps: the CallsReview view's title and the simulation's errors (the review's own texts come with its chunk: `simulation`). */
export const review = {
  'view.callsReview.title': 'Review transaction',
  'error.InvalidSimulationError': 'This transaction cannot be simulated',
  'error.SimulationUnavailableError': 'The transaction could not be simulated',
} as const
