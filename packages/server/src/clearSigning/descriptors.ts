import eip2612Permit from './descriptors/eip2612-permit.json' with { type: 'json' }
import erc20 from './descriptors/erc20.json' with { type: 'json' }
import permit2Calldata from './descriptors/permit2-calldata.json' with { type: 'json' }
import permit2Eip712 from './descriptors/permit2-eip712.json' with { type: 'json' }
import safe from './descriptors/safe.json' with { type: 'json' }
import uniswapV2Router02 from './descriptors/uniswap-v2-router02.json' with { type: 'json' }
import uniswapV3SwapRouter02 from './descriptors/uniswap-v3-swaprouter02.json' with { type: 'json' }

/**
 * The ERC-7730 descriptors the server ships (`descriptors/*.json`, written for Portico in the
 * registry's format): ERC-20 transfer and approve, EIP-2612 Permit, Permit2 (its signatures and
 * its `approve`), Uniswap v3's SwapRouter02, Uniswap v2's Router02 (Ethereum's and the devnet's),
 * and the Safe's `execTransaction`.
 */
export const defaultDescriptors: readonly unknown[] = [erc20, eip2612Permit, permit2Eip712, permit2Calldata, uniswapV3SwapRouter02, uniswapV2Router02, safe]
