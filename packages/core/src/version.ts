/** This package's version, as its package.json says (version.test.ts keeps the two equal). */
export const version = '0.1.0'
