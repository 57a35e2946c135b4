import { expect, it } from 'vitest'
import { escapeHtml } from './escapeHtml.ts'

it('escapes what could end a text or a quoted attribute, and nothing else', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;')
  expect(escapeHtml('Plain text, 100% ok')).toBe('Plain text, 100% ok')
})
