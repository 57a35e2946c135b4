/** The most characters (code points) a passkey's name has. */
export const PASSKEY_NAME_MAX = 64

/**
 * A passkey's name as the person gives it (issue 40): 1 to 64 characters (code points), no space at
 * either end, none a control or format character (no line break, no bidi override or zero-width
 * character that could make one name look like another) nor half a surrogate pair. The server's
 * contract (`passkeyName`) and the frame's form check the same pattern.
 */
export const passkeyNamePattern = /^(?!\s)[^\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]{1,64}(?<!\s)$/u

export const isPasskeyName = (value: string): boolean => value.length <= 4 * PASSKEY_NAME_MAX && passkeyNamePattern.test(value)
