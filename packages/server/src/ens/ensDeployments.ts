import type { Address } from 'viem'

/**
 * Where ENS's Universal Resolver is, by chain id: the chains ENS lives on (its registry is on
 * Ethereum and its testnets; names on other chains resolve through Ethereum). viem's own
 * `ensUniversalResolver` for each chain. The server reads names there when it serves the chain.
 */
export const ensUniversalResolvers: Readonly<Record<number, Address>> = {
  1: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
  11155111: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
}
