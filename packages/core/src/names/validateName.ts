import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants'

const namePattern = /^[a-z0-9-]+$/
const evmAddressPattern = /^0x[0-9a-f]{40}$/

/** Why a name cannot be registered, or undefined when it can. */
export type NameProblem = 'too_short' | 'too_long' | 'characters' | 'address'

/**
 * Names are case-insensitive: the canonical form is lowercase, trimmed.
 *
 * @example normalizeName(' Alice ') // 'alice'
 */
export function normalizeName(name: string): string {
  return name.trim().toLowerCase()
}

/**
 * Checks a (normalized) name against the rules (spec §5): ASCII letters, digits and hyphens, at
 * least {@link NAME_MIN_LENGTH} characters; also at most {@link NAME_MAX_LENGTH} (a DNS label), and
 * not shaped like an EVM address (it would read as one wherever a receiver is typed).
 *
 * @returns the first problem, or undefined when the name is fine.
 */
export function nameProblem(name: string): NameProblem | undefined {
  if (!namePattern.test(name)) return 'characters'
  if (name.length < NAME_MIN_LENGTH) return 'too_short'
  if (name.length > NAME_MAX_LENGTH) return 'too_long'
  if (evmAddressPattern.test(name)) return 'address'
  return undefined
}

/** Whether `name` (normalized) may be registered. */
export function isValidName(name: string): boolean {
  return nameProblem(name) === undefined
}

/** The sentence for a {@link NameProblem}. */
export function describeNameProblem(problem: NameProblem): string {
  switch (problem) {
    case 'characters':
      return 'Names use only letters, digits and hyphens'
    case 'too_short':
      return `Names have at least ${NAME_MIN_LENGTH} characters`
    case 'too_long':
      return `Names have at most ${NAME_MAX_LENGTH} characters`
    case 'address':
      return 'A name cannot look like an address'
  }
}

/** An ENS name as the kit looks one up: dot-separated ASCII labels (`vitalik.eth`, `alice.portico.eth`), at most 255 characters. */
const ensNamePattern = /^(?:[a-z0-9-]{1,63}\.)+[a-z0-9-]{1,63}$/

/**
 * Whether `name` (normalized) is looked up as an ENS name (the server resolves it on a served
 * Ethereum chain). Names with other characters (ENSIP-15 emoji, non-Latin scripts) are not.
 */
export function isEnsName(name: string): boolean {
  return name.length <= 255 && ensNamePattern.test(name)
}
