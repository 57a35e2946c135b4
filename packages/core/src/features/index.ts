export {
  BASIC_FEATURES,
  DEFAULT_FEATURES,
  type Features,
  type LocalFeatures,
  localConfigIgnoredMessage,
  resolveFeatures,
  type ResolveFeaturesParameters,
  type ResolveFeaturesReturnType,
} from './features'
