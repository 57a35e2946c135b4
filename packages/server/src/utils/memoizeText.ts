/**
 * `parse` remembered for the last `size` distinct texts it was given (the oldest forgotten first).
 * Only for a pure function of one string whose result no caller changes (freeze it): the memo then
 * holds nothing a request could leave for another, only what the same text always gives. Used where
 * every request parses the same few stored texts (a project's features and allowed origins).
 */
export function memoizeText<T>(parse: (text: string) => T, size = 1000): (text: string) => T {
  const results = new Map<string, T>()
  return (text) => {
    if (results.has(text)) return results.get(text) as T
    const result = parse(text)
    if (results.size >= size) results.delete(results.keys().next().value!)
    results.set(text, result)
    return result
  }
}
