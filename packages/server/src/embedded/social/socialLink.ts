import { randomBytes } from 'node:crypto'
import type { Features } from '../../projects/features.ts'
import { EmbeddedError } from '../errors.ts'
import { linkLogin, requireLinkable } from '../linkedLogins.ts'
import { mailLoginChange } from '../loginNotices.ts'
import { hashState, redeemResult, type SocialContext, startSocialLogin } from './socialLogin.ts'

/** Who links: the signed-in user and the very session (the frame) that started the attempt. */
type Linker = { userId: string; sessionId: string }

/**
 * Starts linking a social login to the session user's wallet (issue 28; bound to its start since
 * issue 35). Besides the attempt's id and the provider's URL, the frame gets `binding`: 256 random
 * bits kept only as their hash, never in the provider's URL, that the finish must present with the
 * same session. The callback links nothing; it keeps the identity the provider gave for the finish.
 */
export async function startSocialLink(
  ctx: SocialContext,
  parameters: Linker & { project: { id: string; features: Features }; provider: string; parentOrigin: string },
): Promise<{ loginId: string; url: string; binding: string }> {
  const binding = randomBytes(32).toString('base64url')
  const { userId, sessionId, ...start } = parameters
  const started = await startSocialLogin(ctx, { ...start, link: { userId, sessionId, bindingHash: hashState(binding) } })
  return { ...started, binding }
}

/**
 * Links the identity a link attempt's callback got, once: only for the session that started it,
 * with its `binding`, and the result the callback page handed that browser's wallet frame
 * (`redeemResult`), before the attempt expires. The wallet's e-mail address is told first (a mail
 * that cannot go links nothing; the attempt is used either way).
 *
 * @throws {EmbeddedError} `embedded_social_result_invalid`, `embedded_login_taken`, `embedded_mail_failed`.
 */
export async function finishSocialLink(
  ctx: SocialContext,
  parameters: Linker & { projectId: string; loginId: string; result: string; binding: string; projectName: string; appOrigin: string | null },
): Promise<void> {
  const { userId, sessionId, binding } = parameters
  const { identity } = await redeemResult(ctx, { projectId: parameters.projectId, loginId: parameters.loginId, result: parameters.result, link: { userId, sessionId, binding } })
  if (!identity) throw new EmbeddedError('embedded_social_result_invalid', 'This login result is not valid: start the login again')
  await requireLinkable(ctx.db, { ...identity, userId })
  await mailLoginChange(ctx, { userId, change: 'linked', provider: identity.provider, projectName: parameters.projectName, appOrigin: parameters.appOrigin })
  await linkLogin(ctx.db, { ...identity, userId, now: ctx.now })
}
