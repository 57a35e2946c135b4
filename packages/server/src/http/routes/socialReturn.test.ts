import { describe, expect, it } from 'vitest'
import { EmbeddedError } from '../../embedded/errors.ts'
import { checkReturnTo } from './socialReturn.ts'

const project = { allowedOrigins: ['https://app.example.com', 'https://*.example.com', 'http://127.0.0.1:5173'] }
const refusal = (parentOrigin: string, returnTo: string) => {
  try {
    checkReturnTo(project, parentOrigin, returnTo)
  } catch (error) {
    return error instanceof EmbeddedError ? { code: error.code, reason: (error.details as { reason: string }).reason } : error
  }
  return undefined
}

describe('checkReturnTo (a same-tab social login’s return address)', () => {
  it('takes a page on the host page’s origin when that origin is listed exactly, query and path kept', () => {
    expect(checkReturnTo(project, 'https://app.example.com', 'https://app.example.com/shop?item=1')).toBe('https://app.example.com/shop?item=1')
    expect(checkReturnTo(project, 'http://127.0.0.1:5173', 'http://127.0.0.1:5173/?projectId=p')).toBe('http://127.0.0.1:5173/?projectId=p')
  })

  it.each([
    ['another site', 'https://app.example.com', 'https://evil.example.net/', 'not_the_host_page'],
    ['a look-alike host', 'https://app.example.com', 'https://app.example.com.evil.net/', 'not_the_host_page'],
    ['user info posing as the host', 'https://app.example.com', 'https://app.example.com@evil.net/', 'user_info'],
    ['another port', 'https://app.example.com', 'https://app.example.com:8443/', 'not_the_host_page'],
    ['plain http for an https origin', 'https://app.example.com', 'http://app.example.com/', 'not_the_host_page'],
    ['a script URL', 'https://app.example.com', 'javascript:alert(1)//https://app.example.com', 'scheme'],
    ['a data URL', 'https://app.example.com', 'data:text/html,<script>alert(1)</script>', 'scheme'],
    ['a fragment (the kit’s to write)', 'https://app.example.com', 'https://app.example.com/#portico-social=ok.x', 'fragment'],
    ['a relative address', 'https://app.example.com', '/shop', 'not_a_url'],
    ['a protocol-relative address', 'https://app.example.com', '//evil.net/', 'not_a_url'],
    ['another listed origin than the host page', 'https://app.example.com', 'http://127.0.0.1:5173/', 'not_the_host_page'],
    ['an origin admitted only by a wildcard', 'https://shop.example.com', 'https://shop.example.com/', 'not_listed'],
    ['a huge address', 'https://app.example.com', `https://app.example.com/?${'a'.repeat(3000)}`, 'too_long'],
  ])('refuses %s: embedded_social_return_refused', (_name, parentOrigin, returnTo, reason) => {
    expect(refusal(parentOrigin, returnTo)).toEqual({ code: 'embedded_social_return_refused', reason })
  })
})
