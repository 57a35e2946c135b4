import { type Address, decodeFunctionData, getAddress, type Hex, hexToBigInt, keccak256, parseAbi, size, slice, toHex } from 'viem'

/**
 * The kit's Safe, as the embedded wallet (permissionless `toSafeSmartAccount`, version 1.4.1, EntryPoint
 * v0.7) makes it: a SafeProxy 1.4.1 from the canonical SafeProxyFactory, its singleton Safe 1.4.1 (or
 * SafeL2 1.4.1), set up with the Safe 4337 module 0.3.0 enabled (through SafeModuleSetup, directly or as
 * the one delegatecall of a MultiSend) and as its fallback handler, no payment. Such a Safe runs a
 * UserOperation's `executeUserOp` as the call it names, so its calls can be read.
 */
export const kitSafe = {
  proxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  singletons: ['0x41675C099F32341bf84BFc5382aF534df5C7461a', '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'],
  safe4337Module: '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226',
  safeModuleSetup: '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  /** keccak256 of SafeProxy 1.4.1's runtime code (the same for every proxy: the singleton is in storage slot 0). */
  proxyCodeHash: '0xd7d408ebcd99b2b70be43e20253d6d92a8ea8fab29bd3be7f55b10032331fb4c',
} as const satisfies Record<string, Address | Hex | readonly Address[]>

/** Safe's FallbackManager slot: keccak256("fallback_manager.handler.address"). */
export const safeFallbackHandlerSlot = keccak256(toHex('fallback_manager.handler.address'))

const factoryAbi = parseAbi(['function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce)'])
const setupAbi = parseAbi(['function setup(address[] owners, uint256 threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)'])
const enableModulesAbi = parseAbi(['function enableModules(address[] modules)'])
const multiSendAbi = parseAbi(['function multiSend(bytes transactions)'])

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Whether `factoryData` (for {@link kitSafe}'s proxy factory) deploys the kit's Safe: a listed singleton,
 * `setup` whose one delegatecall enables exactly the Safe 4337 module, that module as fallback handler,
 * and no payment. Anything else (another singleton, another handler, setup calls of its own) is not.
 */
export function isKitSafeDeployment(factoryData: Hex): boolean {
  try {
    const create = decodeFunctionData({ abi: factoryAbi, data: factoryData })
    if (create.functionName !== 'createProxyWithNonce') return false
    const [singleton, initializer] = create.args
    if (!kitSafe.singletons.some((known) => same(known, singleton))) return false
    const setup = decodeFunctionData({ abi: setupAbi, data: initializer })
    const [, , to, data, fallbackHandler, , payment] = setup.args
    if (!same(fallbackHandler, kitSafe.safe4337Module) || payment !== 0n) return false
    if (same(to, kitSafe.safeModuleSetup)) return enablesOnly4337Module(data)
    if (!same(to, kitSafe.multiSend)) return false
    const [transactions] = decodeFunctionData({ abi: multiSendAbi, data }).args
    return isOneModuleSetupDelegatecall(transactions)
  } catch {
    return false
  }
}

/** Whether a deployed Safe proxy's singleton (slot 0) and fallback handler are the kit's. */
export function isKitSafeState({ singleton, fallbackHandler }: { singleton: Hex; fallbackHandler: Hex }): boolean {
  return kitSafe.singletons.some((known) => hexToBigInt(singleton) === hexToBigInt(known)) && hexToBigInt(fallbackHandler) === hexToBigInt(kitSafe.safe4337Module)
}

function enablesOnly4337Module(data: Hex): boolean {
  const decoded = decodeFunctionData({ abi: enableModulesAbi, data })
  const [modules] = decoded.args
  return modules.length === 1 && same(modules[0]!, kitSafe.safe4337Module)
}

/** MultiSend's packed transactions: exactly one, a delegatecall (1) of no value to SafeModuleSetup enabling the 4337 module. */
function isOneModuleSetupDelegatecall(transactions: Hex): boolean {
  const total = size(transactions)
  if (total < 85) return false
  const operation = Number(hexToBigInt(slice(transactions, 0, 1)))
  const to = getAddress(slice(transactions, 1, 21))
  const value = hexToBigInt(slice(transactions, 21, 53))
  const length = Number(hexToBigInt(slice(transactions, 53, 85)))
  if (operation !== 1 || value !== 0n || !same(to, kitSafe.safeModuleSetup) || 85 + length !== total) return false
  return enablesOnly4337Module(slice(transactions, 85, total))
}
