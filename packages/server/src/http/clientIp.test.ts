import { describe, expect, it } from 'vitest'
import { clientAddress } from './clientIp.ts'

describe('clientAddress', () => {
  it('ignores X-Forwarded-For with 0 trusted hops', () => {
    expect(clientAddress({ peer: '198.51.100.1', forwardedFor: '203.0.113.9', trustProxyHops: 0 })).toBe('198.51.100.1')
  })

  it('takes the address the trusted proxy saw, never the client-written entries to its left', () => {
    // The client sent `X-Forwarded-For: 1.2.3.4`; the one proxy appended the real peer.
    const forwardedFor = '1.2.3.4, 203.0.113.9'
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor, trustProxyHops: 1 })).toBe('203.0.113.9')
    // Rotating the spoofed part changes nothing.
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor: '9.9.9.9, 203.0.113.9', trustProxyHops: 1 })).toBe('203.0.113.9')
  })

  it('counts hops from the right: CDN then load balancer', () => {
    const forwardedFor = '6.6.6.6, 203.0.113.9, 172.16.0.5'
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor, trustProxyHops: 2 })).toBe('203.0.113.9')
  })

  it('falls back to the leftmost entry when there are fewer entries than hops', () => {
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor: '203.0.113.9', trustProxyHops: 3 })).toBe('203.0.113.9')
    expect(clientAddress({ peer: '10.0.0.2', forwardedFor: undefined, trustProxyHops: 1 })).toBe('10.0.0.2')
  })

  it('keys IPv6 clients by /64 and unwraps IPv4-mapped addresses', () => {
    expect(clientAddress({ peer: '2001:db8:1:2::5', forwardedFor: undefined, trustProxyHops: 0 })).toBe('2001:db8:1:2::/64')
    expect(clientAddress({ peer: '2001:0db8:0001:0002:ffff:1:2:3', forwardedFor: undefined, trustProxyHops: 0 })).toBe('2001:db8:1:2::/64')
    expect(clientAddress({ peer: '::ffff:192.0.2.1', forwardedFor: undefined, trustProxyHops: 0 })).toBe('192.0.2.1')
    expect(clientAddress({ peer: '::1', forwardedFor: undefined, trustProxyHops: 0 })).toBe('0:0:0:0::/64')
  })

  it('bounds garbage', () => {
    expect(clientAddress({ peer: undefined, forwardedFor: `x${'a'.repeat(500)}`, trustProxyHops: 1 })).toHaveLength(64)
  })
})
