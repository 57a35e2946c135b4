/** Names: the account's name, the name views' titles, sending to one, the errors (the name views' own texts: `nameViews`). */
export const names = {
  'view.account.name': 'Name: {name}',
  'view.account.chooseName': 'Choose a name',
  'view.registerName.title': 'Choose a Name',
  'view.registerNameSuccess.title': 'Name Registered',
  'view.send.receiverHint': 'An address, or an account name',
  'error.ResolveNameFailedError': 'Error resolving name',
  'error.NameSuggestionsError': 'Error fetching name suggestions',
  'error.RegisterNameFailedError': 'Error registering name',
  'error.ReceiverNameNotFoundError': 'No account has this name',
} as const
