import type { Page } from 'playwright-core'
import { en } from '../../../packages/react/src/i18n/en.ts'

const keys = Object.keys(en)

/**
 * The catalogue keys the page shows instead of their text (in its text or in the labels, placeholders,
 * titles and alt texts people and screen readers read): a text that did not come with the chunk
 * that shows it reads as its key.
 */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const attributes = ['aria-label', 'placeholder', 'title', 'alt']
    const labelled = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))]
    const shown = [document.body.innerText, ...labelled.flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''))].join('\n')
    return keys.filter((key) => shown.includes(key))
  }, keys)
}
