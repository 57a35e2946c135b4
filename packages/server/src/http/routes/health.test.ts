import { describe, expect, it } from 'vitest'
import { createDatabase } from '../../db/createDatabase.ts'
import { closedPort } from '../../testing/checkServers.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { createLifecycle } from '../lifecycle.ts'

describe.each(databaseKinds)('health routes (%s)', (kind) => {
  const { app } = useTestApp(kind)

  it('GET /health answers ok and the database kind', async () => {
    const response = await app().request('/health')
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ ok: true, database: kind })
  })

  it('GET /healthz answers while the instance lives, GET /readyz while it is ready', async () => {
    const server = app()
    expect(await json(await server.request('/healthz'))).toEqual({ ok: true })
    const ready = await server.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await json(ready)).toEqual({ ready: true, database: kind })
  })

  it('GET /readyz answers 503 shutting_down once the instance drains; /healthz still answers', async () => {
    const lifecycle = createLifecycle()
    const server = app({ lifecycle })
    lifecycle.drain()
    const response = await server.request('/readyz')
    expect(response.status).toBe(503)
    expect(await json(response)).toEqual({ error: { code: 'shutting_down', message: 'This instance is shutting down' } })
    expect((await server.request('/healthz')).status).toBe(200)
  })

  it('GET /readyz answers 503 database_unavailable when the database does not answer; /healthz still answers', async () => {
    // A Postgres nobody listens on, as a database gone away.
    const gone = createDatabase({ url: `postgres://portico@127.0.0.1:${await closedPort()}/portico` })
    const server = app({ db: gone.db })
    const response = await server.request('/readyz')
    expect(response.status).toBe(503)
    expect(await json(response)).toEqual({ error: { code: 'database_unavailable', message: 'The database does not answer' } })
    expect((await server.request('/healthz')).status).toBe(200)
    await gone.destroy()
  })
})

