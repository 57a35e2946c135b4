/**
 * The sign-in flow (SIWX, spec §4): check for a session after connect and on account or network
 * changes, ask to sign when none covers the account, sign out on disconnect. One module, imported
 * by the kit only when a sign-in option is set.
 */
export { cancelSignIn } from './cancelSignIn'
export { checkSession } from './checkSession'
export { signIn } from './signIn'
export { signOut } from './signOut'
