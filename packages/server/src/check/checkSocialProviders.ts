import type { SocialEndpoints } from '../embedded/social/providers.ts'
import { checkTimeoutMs, reasonOf } from './jsonRpc.ts'

/**
 * `portico-server check`, the social logins the projects use: each OpenID provider's metadata
 * (`{issuer}/.well-known/openid-configuration`) answers and names the issuer its id_tokens carry;
 * each client's secret variable is set. OAuth 2.0 providers (no metadata) only get the secret check.
 * Returns one line per problem.
 */
export async function checkSocialProviders(
  clients: readonly { projectId: string; provider: string; secretEnv: string }[],
  endpoints: Readonly<Partial<Record<string, SocialEndpoints>>>,
  env: Record<string, string | undefined>,
  { timeoutMs = checkTimeoutMs }: { timeoutMs?: number } = {},
): Promise<string[]> {
  const problems: string[] = []
  for (const client of clients) {
    if (!env[client.secretEnv]) problems.push(`project ${client.projectId}: ${client.provider} login's secret ${client.secretEnv} is not set`)
  }
  const providers = [...new Set(clients.map((client) => client.provider))]
  for (const provider of providers) {
    const endpoint = endpoints[provider]
    if (!endpoint) problems.push(`${provider} login: no endpoints known for this provider`)
    else if (endpoint.protocol === 'oidc') {
      const problem = await checkOidcMetadata(provider, endpoint.issuer, timeoutMs)
      if (problem) problems.push(problem)
    }
  }
  return problems
}

async function checkOidcMetadata(provider: string, issuer: string, timeoutMs: number): Promise<string | undefined> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' })
  } catch (error) {
    return `${provider} login: OpenID metadata ${url} unreachable (${reasonOf(error)})`
  }
  if (!response.ok) return `${provider} login: OpenID metadata ${url} answered HTTP ${response.status}`
  let metadata: { issuer?: unknown }
  try {
    metadata = (await response.json()) as { issuer?: unknown }
  } catch {
    return `${provider} login: OpenID metadata ${url} is not JSON`
  }
  if (metadata.issuer !== issuer) return `${provider} login: OpenID metadata names issuer ${String(metadata.issuer).slice(0, 100)}, not ${issuer}`
  return undefined
}
