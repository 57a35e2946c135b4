export { isOriginAllowed, normalizeOriginPattern, type OriginPattern, parseOriginPattern } from './originPatterns'
