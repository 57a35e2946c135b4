/** The "local config ignored" warning (spec §8) for the given option names. */
export function localConfigIgnoredMessage(keys: readonly string[]): string {
  return `[Portico] Your local configuration for ${keys.map((k) => `"${k}"`).join(', ')} was ignored because the project's remote configuration was fetched. Manage these features on the Portico server (portico-server project features).`
}
