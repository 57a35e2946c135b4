import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type LocalCa = {
  /** The CA's certificate (PEM), for Node clients' `ca`. */
  caPem: string
  /** The leaf certificate followed by the CA's, as the proxy sends them. */
  chainFile: string
  keyFile: string
  /**
   * base64 SHA-256 of the leaf's and the CA's SubjectPublicKeyInfo: Chromium's
   * `--ignore-certificate-errors-spki-list` trusts a chain holding one of them (and nothing else).
   */
  spkiHashes: string[]
}

/**
 * A certificate authority made here with openssl (P-256, one day) and one leaf it signs for every
 * name in `hostNames`, as an operator's own CA would issue for the proxy: nothing is added to the
 * machine's trust store.
 */
export function makeLocalCa(dir: string, hostNames: string[]): LocalCa {
  const file = (name: string) => join(dir, name)
  const openssl = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes']
  openssl(['req', '-x509', ...newKey, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=Portico test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'])
  openssl(['req', ...newKey, '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', `/CN=${hostNames[0]}`])
  writeFileSync(
    file('leaf.ext'),
    [`subjectAltName=${hostNames.map((name) => `DNS:${name}`).join(',')}`, 'basicConstraints=CA:FALSE', 'keyUsage=critical,digitalSignature', 'extendedKeyUsage=serverAuth'].join('\n'),
  )
  openssl(['x509', '-req', '-in', 'leaf.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'leaf.pem', '-days', '1', '-extfile', 'leaf.ext'])
  const caPem = readFileSync(file('ca.pem'), 'utf8')
  const leafPem = readFileSync(file('leaf.pem'), 'utf8')
  writeFileSync(file('chain.pem'), leafPem + caPem)
  return { caPem, chainFile: file('chain.pem'), keyFile: file('leaf.key'), spkiHashes: [leafPem, caPem].map(spkiHash) }
}

function spkiHash(pem: string): string {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })
  return createHash('sha256').update(spki).digest('base64')
}
