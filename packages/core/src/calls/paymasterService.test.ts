import { describe, expect, it } from 'vitest'
import { porticoPaymasterService } from './paymasterService'

describe('porticoPaymasterService', () => {
  it("names the server's ERC-7677 route for the project, optional by default", () => {
    expect(porticoPaymasterService({ serverUrl: 'https://api.example.com/portico/', projectId: 'my app' })).toEqual({
      paymasterService: { url: 'https://api.example.com/portico/v1/paymaster?projectId=my%20app', optional: true },
    })
    expect(porticoPaymasterService({ serverUrl: 'http://127.0.0.1:8787', projectId: 'p', optional: false }).paymasterService).toEqual({
      url: 'http://127.0.0.1:8787/v1/paymaster?projectId=p',
      optional: false,
    })
  })
})
