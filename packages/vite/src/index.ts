export { LAZY_COPY, lazyCopy, type LazyCopyRule } from './lazyCopy.ts'
export { portico, PORTICO_LAZY_COPIES } from './portico.ts'
export { pureStaticFields, rewriteStaticFields } from './pureStaticFields.ts'
