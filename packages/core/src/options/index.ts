export { type ValidateOptionsErrorType, type ValidateOptionsParameters, validateOptions } from './validateOptions'
