export { isAccountName } from './isAccountName'
export { isEmail } from './isEmail'
export { isEvmAddress } from './isEvmAddress'
export { isSolanaAddress } from './isSolanaAddress'
export { type SendCall, type ValidateSendCallsErrorType, validateSendCalls } from './validateSendCalls'
export {
  type ValidSendInput,
  type ValidateSendInputErrorType,
  type ValidateSendInputParameters,
  validateSendInput,
} from './validateSendInput'
