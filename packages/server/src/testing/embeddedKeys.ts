/** The embedded wallet's fixed test settings (no vitest here: server processes of the tests import them too). */

/** The wallet frame's origin in the server tests. */
export const testFrameOrigin = 'https://wallet.portico.test'
/** The server's configured public URL in the server tests (the base of every mail link). */
export const testPublicUrl = 'https://api.portico.test'
/** A fixed test master key (never a real one). */
export const testMasterKey = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff'
