export {
  applyPay,
  BASIC_FEATURES,
  DEFAULT_FEATURES,
  type Features,
  type LocalFeatures,
  localFeatures,
} from './features'
export { localConfigIgnoredMessage } from './localConfigIgnoredMessage'
export { resolveFeatures, type ResolveFeaturesParameters, type ResolveFeaturesReturnType } from './resolveFeatures'
