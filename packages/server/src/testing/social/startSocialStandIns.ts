import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { setSocialClient } from '../../embedded/social/socialClients.ts'
import type { SocialLoginOptions } from '../../embedded/social/types.ts'
import { startGithubStandIn } from './githubStandIn.ts'
import { startGoogleStandIn } from './googleStandIn.ts'

/** The stand-ins' client secrets: development values, known to the stand-ins and handed to the server in code (no environment needed). */
const standInSecrets: Record<string, string> = { PORTICO_STANDIN_GOOGLE_SECRET: 'stand-in-google-secret', PORTICO_STANDIN_GITHUB_SECRET: 'stand-in-github-secret' }

/**
 * The local social login stand-ins for `npm start` and the end-to-end tests, on 127.0.0.1: Google
 * (a real OpenID provider, `oidc-provider`) and GitHub (its OAuth app endpoints), each with one
 * client whose redirect URI is `publicUrl`'s callback. `social` goes to the server's
 * `embeddedWallet.social`; `configure` gives a project those clients.
 */
export async function startSocialStandIns({ publicUrl, googlePort = 0, githubPort = 0 }: { publicUrl: string; googlePort?: number; githubPort?: number }) {
  const redirect = (provider: string) => `${publicUrl.replace(/\/+$/, '')}/v1/embedded/social/callback/${provider}`
  const google = await startGoogleStandIn({ port: googlePort, clients: [{ clientId: 'portico-standin-google', clientSecret: standInSecrets.PORTICO_STANDIN_GOOGLE_SECRET!, redirectUri: redirect('google') }] })
  const github = await startGithubStandIn({ port: githubPort, clients: [{ clientId: 'portico-standin-github', clientSecret: standInSecrets.PORTICO_STANDIN_GITHUB_SECRET!, redirectUri: redirect('github') }] })
  const social: SocialLoginOptions = {
    endpoints: { google: google.endpoints, github: github.endpoints },
    secrets: (name) => standInSecrets[name] ?? process.env[name],
  }
  return {
    google,
    github,
    social,
    /** Gives project `projectId` the stand-ins' clients (its `socials` feature says which the kit shows). */
    async configure(db: Kysely<Database>, projectId: string) {
      await setSocialClient(db, projectId, { provider: 'google', clientId: 'portico-standin-google', secretEnv: 'PORTICO_STANDIN_GOOGLE_SECRET' })
      await setSocialClient(db, projectId, { provider: 'github', clientId: 'portico-standin-github', secretEnv: 'PORTICO_STANDIN_GITHUB_SECRET' })
    },
    close: () => Promise.all([google.close(), github.close()]).then(() => undefined),
  }
}
