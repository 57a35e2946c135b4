import { expect, test } from 'vitest'
import { clientKeyFromUrl } from './clientKey.ts'

const jwt = (payload: object) =>
  ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.')

test('reads the did:key issuer of the auth JWT', () => {
  expect(clientKeyFromUrl(`/?auth=${jwt({ iss: 'did:key:z6Mk1' })}&projectId=x`, 'c1')).toBe('did:key:z6Mk1')
})

test('falls back to the connection id without a readable JWT', () => {
  expect(clientKeyFromUrl('/?projectId=x', 'c1')).toBe('c1')
  expect(clientKeyFromUrl('/?auth=garbage', 'c2')).toBe('c2')
  expect(clientKeyFromUrl(undefined, 'c3')).toBe('c3')
})
