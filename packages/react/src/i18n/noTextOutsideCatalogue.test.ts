import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url).pathname
/** Props a visitor reads or hears. */
const textProps = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label'])
const hasWords = (text: string) => /\p{L}/u.test(text)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

/** Text written straight into JSX, or as a literal in a text prop, in one file: `file:line text`. */
function findTextOutsideCatalogue(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const report = (node: ts.Node, text: string) =>
    found.push(`${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text.trim()}`)
  const literalWords = (node: ts.Node): boolean => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return hasWords(node.text)
    if (ts.isTemplateExpression(node)) return hasWords(node.head.text) || node.templateSpans.some((span) => hasWords(span.literal.text))
    if (ts.isConditionalExpression(node)) return literalWords(node.whenTrue) || literalWords(node.whenFalse)
    if (ts.isBinaryExpression(node)) return literalWords(node.left) || literalWords(node.right)
    if (ts.isParenthesizedExpression(node)) return literalWords(node.expression)
    return false
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text)
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent) && literalWords(node.expression)) report(node, node.getText())
    if (ts.isJsxAttribute(node) && textProps.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      if (value && literalWords(value)) report(node, node.getText())
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('user-visible text', () => {
  it('comes from the catalogue: no words in JSX text or in text props of the kit’s components', () => {
    const found = sourceFiles(root).flatMap((file) => findTextOutsideCatalogue(file, readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })

  it('is caught in JSX text, text props and literal expressions', () => {
    const code = `export const A = () => (
      <div aria-label="Close" title={open ? 'Open' : t('x')}>
        Connect wallet
        {'Loading'}
        <input placeholder={\`Search \${n}\`} aria-hidden="true" />
        <span aria-label={t('modal.close')}>{t('button.connect')} — {count}+</span>
      </div>
    )`
    expect(findTextOutsideCatalogue(join(root, 'A.tsx'), code).map((line) => line.replace(/^\S+ /, ''))).toEqual([
      'aria-label="Close"',
      "title={open ? 'Open' : t('x')}",
      'Connect wallet',
      "{'Loading'}",
      'placeholder={`Search ${n}`}',
    ])
  })
})
