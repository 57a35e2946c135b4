// The lazy half of `lazyHttp`: viem's HTTP transport, in its own chunk.
export { http } from 'viem'
