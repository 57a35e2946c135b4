import type { ComponentType } from 'react'
import { MessagesScope } from '../i18n/MessagesScope'
import type { Catalogue } from '../i18n/translate'

/**
 * A lazy feature view (or part) with the English texts only its feature shows: they load beside it
 * (not with the modal's chunk) and fill the catalogue under it (`MessagesScope`; another locale and
 * the app's `messages` stay on top). Titles, errors and alerts stay in `modalEnglish`.
 */
export function withEnglish<P extends object>(view: Promise<ComponentType<P>>, english: Promise<Catalogue>) {
  return Promise.all([view, english]).then(([View, catalogue]) => ({
    default: function ViewWithEnglish(props: P) {
      return (
        <MessagesScope english={catalogue}>
          <View {...props} />
        </MessagesScope>
      )
    },
  }))
}
