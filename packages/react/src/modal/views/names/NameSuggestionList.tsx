import { useId } from 'react'
import { usePorticoContext } from '../../../context'

/** Free names close to a taken one; choosing one puts it in the field. */
export function NameSuggestionList({ suggestions, onChoose }: { suggestions: readonly string[]; onChoose(name: string): void }) {
  const { t } = usePorticoContext()
  const id = useId()
  return (
    <div className="portico-field">
      <span id={id}>{t('view.registerName.suggestions')}</span>
      <ul className="portico-chips portico-names__suggestions" aria-labelledby={id}>
        {suggestions.map((name) => (
          <li key={name}>
            <button type="button" className="portico-chip portico-names__suggestion" onClick={() => onChoose(name)}>
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
