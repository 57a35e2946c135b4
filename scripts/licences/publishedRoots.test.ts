import { describe, expect, test } from 'vitest'
import { readmeInstalls } from './publishedRoots.ts'

describe('readmeInstalls', () => {
  test('the packages of every npm install line, versions dropped, ours and flags left out', () => {
    const readme = [
      'npm install @portico/core @portico/evm @wagmi/core viem',
      'then (`npm install --save-exact @walletconnect/core@2.21.8 @walletconnect/sign-client@2.21.8`), or',
      '```',
      'npm i left-pad@^1 # a comment',
      'npm install',
      '```',
    ].join('\n')
    expect(readmeInstalls(readme)).toEqual(['@wagmi/core', '@walletconnect/core', '@walletconnect/sign-client', 'left-pad', 'viem'])
  })
})
