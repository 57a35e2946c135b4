import type { NameSuggestions } from '@portico/core'
import { nameProblem, type NameProblem } from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { usePorticoContext } from '../../../context'

/** How long typing must pause before the server is asked about the name. */
export const NAME_CHECK_DEBOUNCE_MS = 300

export type NameAvailability =
  | { status: 'empty' }
  | { status: 'invalid'; problem: NameProblem }
  | { status: 'checking'; name: string }
  | { status: 'checked'; name: string; result: NameSuggestions }
  | { status: 'error'; name: string }

/**
 * What the server says about the name being typed (normalized): checked locally first (letters,
 * digits, hyphens, at least 4 characters), then asked once typing has paused; an answer for a
 * name no longer in the field is dropped.
 */
export function useNameAvailability(input: string): NameAvailability {
  const { portico } = usePorticoContext()
  const name = input.trim().toLowerCase()
  const problem = name ? nameProblem(name) : undefined
  const [answer, setAnswer] = useState<{ name: string; result?: NameSuggestions; failed?: boolean }>()

  useEffect(() => {
    if (!name || problem) return
    let live = true
    const timer = setTimeout(() => {
      portico.fetchNameSuggestions(name).then(
        (result) => live && setAnswer({ name, result }),
        () => live && setAnswer({ name, failed: true }),
      )
    }, NAME_CHECK_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [portico, name, problem])

  if (!name) return { status: 'empty' }
  if (problem) return { status: 'invalid', problem }
  if (answer?.name !== name) return { status: 'checking', name }
  if (answer.failed || !answer.result) return { status: 'error', name }
  return { status: 'checked', name, result: answer.result }
}
