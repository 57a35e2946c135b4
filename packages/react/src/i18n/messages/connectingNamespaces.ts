/** The ConnectingNamespaces view (a wallet of several namespaces connecting), loaded with its chunk. */
export const connectingNamespaces = {
  'view.connectingNamespaces.stepsLabel': 'Connection requests',
  'view.connectingNamespaces.waitingHint': 'Accept the {namespace} connection request in the wallet.',
  'view.connectingNamespaces.step.waiting': 'Next',
  'view.connectingNamespaces.step.connecting': 'Waiting for approval',
  'view.connectingNamespaces.step.connected': 'Connected',
  'view.connectingNamespaces.step.declined': 'Declined',
  'view.connectingNamespaces.step.failed': 'Failed',
  'view.connectingNamespaces.step.skipped': 'Not asked',
  'view.connectingNamespaces.partial': 'Some networks did not connect',
  'view.connectingNamespaces.partialHint': 'Try them again, or continue with what connected.',
  'view.connectingNamespaces.continue': 'Continue',
} as const
