/**
 * How deeply `text` (JSON) nests arrays and objects, found by one scan that skips strings, so a
 * hostile body is measured before anything recursive (`JSON.stringify`, a validator) walks it.
 * Stops counting past `stopAt`.
 */
export function jsonDepth(text: string, stopAt = Number.POSITIVE_INFINITY): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c /* \ */) i++
      else if (char === 0x22 /* " */) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > stopAt) return deepest
      }
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--
    }
  }
  return deepest
}
