import { describe, expect, it } from 'vitest'
import { rewriteStaticFields } from './pureStaticFields'

const compiled = `class Base {}
export class Rejected extends Base {
    constructor() { super() }
}
Object.defineProperty(Rejected, "code", {
    enumerable: true,
    configurable: true,
    writable: true,
    value: 4001
});
export class Plain {}
Object.defineProperty(Plain, "code", {
    enumerable: true,
    configurable: true,
    writable: true,
    value: -32700
});
`

/** Runs a module's text and returns its classes. */
const run = (code: string) => new Function(`${code.replace(/export /g, '')}; return { Rejected, Plain }`)() as Record<string, object>

describe('rewriteStaticFields', () => {
  it('moves top-level defineProperty calls into the classes as static fields', () => {
    const result = rewriteStaticFields(compiled)
    expect(result?.code).not.toContain('Object.defineProperty')
    expect(result?.code).toContain('class Rejected extends Base { static code = 4001;')
    expect(result?.code).toContain('class Plain { static code = -32700;')
  })

  it('defines the same properties as the compiled code', () => {
    const before = run(compiled)
    const after = run(rewriteStaticFields(compiled)!.code)
    for (const name of ['Rejected', 'Plain']) {
      expect(Object.getOwnPropertyDescriptor(after[name], 'code')).toEqual(Object.getOwnPropertyDescriptor(before[name], 'code'))
    }
  })

  it('leaves a module alone when it has nothing to rewrite or a class is not found', () => {
    expect(rewriteStaticFields('export const a = 1\n')).toBeNull()
    expect(rewriteStaticFields(compiled.replace('export class Plain {}', 'export const Plain = class {}'))).toBeNull()
  })
})
