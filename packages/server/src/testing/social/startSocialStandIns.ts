import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { setSocialClient } from '../../embedded/social/socialClients.ts'
import type { SocialLoginOptions } from '../../embedded/social/types.ts'
import { startAppleStandIn } from './appleStandIn.ts'
import { startGithubStandIn } from './githubStandIn.ts'
import { startGoogleStandIn } from './googleStandIn.ts'
import { startOAuthStandIns } from './oauthStandIns.ts'

/** The stand-ins' client secrets: development values, known to the stand-ins and handed to the server in code (no environment needed). */
const fixedSecrets = {
  PORTICO_STANDIN_GOOGLE_SECRET: 'stand-in-google-secret',
  PORTICO_STANDIN_GITHUB_SECRET: 'stand-in-github-secret',
  PORTICO_STANDIN_X_SECRET: 'stand-in-x-secret',
  PORTICO_STANDIN_DISCORD_SECRET: 'stand-in-discord-secret',
  PORTICO_STANDIN_FACEBOOK_SECRET: 'stand-in-facebook-secret',
}
const appleTeam = { teamId: 'STANDINTM1', keyId: 'STANDINKY1' }

/** The ports `npm start` gives the stand-ins (the tests take free ones). */
export type StandInPorts = { google?: number; github?: number; apple?: number; oauth?: number }

/**
 * The local social login stand-ins for `npm start` and the end-to-end tests, on 127.0.0.1: Google
 * and Apple (real OpenID providers, `oidc-provider`, the Apple one answering by form_post and taking
 * a client-secret JWT), GitHub (its OAuth app endpoints), and X, Discord and Facebook (their OAuth
 * 2.0 and user API endpoints, one server), each with one client whose redirect URI is `publicUrl`'s
 * callback. `social` goes to the server's `embeddedWallet.social`; `configure` gives a project
 * those clients. Never a production default: a server reaches them only through `social`.
 */
export async function startSocialStandIns({ publicUrl, ports = {} }: { publicUrl: string; ports?: StandInPorts }) {
  const redirect = (provider: string) => `${publicUrl.replace(/\/+$/, '')}/v1/embedded/social/callback/${provider}`
  const client = (provider: keyof typeof ids) => ({ clientId: ids[provider], clientSecret: fixedSecrets[`PORTICO_STANDIN_${provider.toUpperCase()}_SECRET` as keyof typeof fixedSecrets], redirectUri: redirect(provider) })
  const ids = { google: 'portico-standin-google', github: 'portico-standin-github', x: 'portico-standin-x', discord: 'portico-standin-discord', facebook: 'portico-standin-facebook' }
  const [google, github, apple, oauth] = await Promise.all([
    startGoogleStandIn({ port: ports.google ?? 0, clients: [client('google')] }),
    startGithubStandIn({ port: ports.github ?? 0, clients: [client('github')] }),
    startAppleStandIn({ port: ports.apple ?? 0, clients: [{ clientId: 'portico.standin.apple', redirectUri: redirect('apple'), ...appleTeam }] }),
    startOAuthStandIns({ port: ports.oauth ?? 0, clients: { x: [client('x')], discord: [client('discord')], facebook: [client('facebook')] } }),
  ])
  const secrets: Record<string, string> = { ...fixedSecrets, PORTICO_STANDIN_APPLE_KEY: apple.privateKeys['portico.standin.apple']! }
  const social: SocialLoginOptions = {
    endpoints: { google: google.endpoints, apple: apple.endpoints, github: github.endpoints, ...oauth.endpoints },
    secrets: (name) => secrets[name] ?? process.env[name],
  }
  return {
    google,
    github,
    apple,
    oauth,
    social,
    /** Gives project `projectId` the stand-ins' clients (its `socials` feature says which the kit shows). */
    async configure(db: Kysely<Database>, projectId: string) {
      for (const provider of ['google', 'github', 'x', 'discord', 'facebook'] as const) {
        await setSocialClient(db, projectId, { provider, clientId: ids[provider], secretEnv: `PORTICO_STANDIN_${provider.toUpperCase()}_SECRET` })
      }
      await setSocialClient(db, projectId, { provider: 'apple', clientId: 'portico.standin.apple', secretEnv: 'PORTICO_STANDIN_APPLE_KEY', appleTeamId: appleTeam.teamId, appleKeyId: appleTeam.keyId })
    },
    close: () => Promise.all([google.close(), github.close(), apple.close(), oauth.close()]).then(() => undefined),
  }
}
