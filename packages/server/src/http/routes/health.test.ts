import { describe, expect, it } from 'vitest'
import { databaseKinds } from '../../testing/databases.ts'
import { json, useTestApp } from '../../testing/app.ts'

describe.each(databaseKinds)('GET /health (%s)', (kind) => {
  const { app } = useTestApp(kind)

  it('answers ok and the database kind', async () => {
    const response = await app().request('/health')
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ ok: true, database: kind })
  })
})
