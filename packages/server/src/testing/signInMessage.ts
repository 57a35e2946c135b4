// A sign-in message in the EIP-4361 / CAIP-122 layout, for the sign-in verifiers' tests.
export function signInMessage({ blockchain, address, chainId, nonce = 'abcdefgh12', issuedAt = '2026-01-01T00:00:00.000Z' }: { blockchain: string; address: string; chainId: string | number; nonce?: string; issuedAt?: string }) {
  return [
    `127.0.0.1:5173 wants you to sign in with your ${blockchain} account:`,
    address,
    '',
    'Sign in.',
    '',
    'URI: http://127.0.0.1:5173',
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
  ].join('\n')
}
