/**
 * The Portico server the demo talks to and its project: `?server=` and `?projectId=` override the
 * build's `VITE_PORTICO_SERVER_URL` / `VITE_PORTICO_PROJECT_ID`; `?server=off` means none.
 */
export function demoServer(search = new URLSearchParams(location.search)): { serverUrl: string | undefined; projectId: string | undefined } {
  const serverUrl = search.get('server') === 'off' ? undefined : (search.get('server') ?? import.meta.env.VITE_PORTICO_SERVER_URL)
  const projectId = search.get('projectId') ?? import.meta.env.VITE_PORTICO_PROJECT_ID
  return { serverUrl, projectId }
}
