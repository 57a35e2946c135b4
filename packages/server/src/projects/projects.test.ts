import { describe, expect, it } from 'vitest'
import { BadRequestError, ProjectNotFoundError } from '../errors.ts'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { defaultFeatures } from './features.ts'
import {
  createProject,
  ensureProject,
  getProject,
  listProjects,
  setAllowedOrigins,
  setFeatures,
} from './projects.ts'

describe.each(databaseKinds)('projects (%s)', (kind) => {
  const database = useTestDatabase(kind)

  it('creates a project with a random 32-hex id and the default features', async () => {
    const { db } = database.get()
    const project = await createProject(db, { name: 'Demo', now: 1000 })
    expect(project).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Demo',
      allowedOrigins: [],
      features: defaultFeatures,
      createdAt: 1000,
    })
    expect(await getProject(db, project.id)).toEqual(project)
    expect(await getProject(db, 'missing')).toBeUndefined()
  })

  it('takes a given id, origins and features', async () => {
    const { db } = database.get()
    const project = await createProject(db, {
      name: 'Given',
      id: 'my-project_1',
      allowedOrigins: ['https://App.example.com/', 'https://*.example.org'],
      features: { email: true, socials: ['google', 'github', 'google'] },
    })
    expect(project.id).toBe('my-project_1')
    expect(project.allowedOrigins).toEqual(['https://app.example.com', 'https://*.example.org'])
    expect(project.features).toEqual({ ...defaultFeatures, email: true, socials: ['google', 'github'] })
  })

  it('refuses a taken id, a bad id, a bad origin and an unknown social', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'One', id: 'taken' })
    await expect(createProject(db, { name: 'Two', id: 'taken' })).rejects.toThrow('A project with id "taken" already exists')
    await expect(createProject(db, { name: 'Bad', id: 'no spaces' })).rejects.toBeInstanceOf(BadRequestError)
    await expect(createProject(db, { name: 'Bad', allowedOrigins: ['example.com'] })).rejects.toThrow('"example.com" is not an origin')
    await expect(createProject(db, { name: 'Bad', features: { socials: ['myspace' as 'x'] } })).rejects.toBeInstanceOf(BadRequestError)
    await expect(createProject(db, { name: '  ' })).rejects.toThrow('The project name must not be empty')
    expect((await listProjects(db)).map((p) => p.id)).toEqual(['taken'])
  })

  it('lists projects oldest first', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'B', id: 'b', now: 2 })
    await createProject(db, { name: 'A', id: 'a', now: 1 })
    expect((await listProjects(db)).map((p) => p.id)).toEqual(['a', 'b'])
  })

  it('replaces the allow-list', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p', allowedOrigins: ['https://a.com'] })
    expect((await setAllowedOrigins(db, 'p', ['https://b.com', 'http://127.0.0.1:5173'])).allowedOrigins).toEqual([
      'https://b.com',
      'http://127.0.0.1:5173',
    ])
    expect((await setAllowedOrigins(db, 'p', [])).allowedOrigins).toEqual([])
    await expect(setAllowedOrigins(db, 'nope', [])).rejects.toBeInstanceOf(ProjectNotFoundError)
    await expect(setAllowedOrigins(db, 'p', ['ftp//x'])).rejects.toBeInstanceOf(BadRequestError)
  })

  it('changes some features and keeps the rest', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p' })
    await setFeatures(db, 'p', { email: true, socials: ['x'] })
    const project = await setFeatures(db, 'p', { analytics: false, multiWallet: true })
    expect(project.features).toEqual({
      ...defaultFeatures,
      email: true,
      socials: ['x'],
      analytics: false,
      multiWallet: true,
    })
    expect((await setFeatures(db, 'p', { socials: [] })).features.socials).toBe(false)
    await expect(setFeatures(db, 'p', { colour: true } as never)).rejects.toBeInstanceOf(BadRequestError)
    await expect(setFeatures(db, 'nope', { email: true })).rejects.toBeInstanceOf(ProjectNotFoundError)
  })

  it('keeps both of two concurrent feature changes', async () => {
    const { db } = database.get()
    const other = database.connectAgain().db
    await createProject(db, { name: 'P', id: 'p' })
    await Promise.all([setFeatures(db, 'p', { email: true }), setFeatures(other, 'p', { swaps: true })])
    expect((await getProject(db, 'p'))?.features).toMatchObject({ email: true, swaps: true })
  })

  it('ensureProject creates once and then returns the existing project', async () => {
    const { db } = database.get()
    const first = await ensureProject(db, { id: 'dev', name: 'Dev', allowedOrigins: [] })
    const again = await ensureProject(db, { id: 'dev', name: 'Other name', features: { email: true } })
    expect(again).toEqual(first)
    const raced = await Promise.all([
      ensureProject(db, { id: 'race', name: 'R' }),
      ensureProject(database.connectAgain().db, { id: 'race', name: 'R' }),
    ])
    expect(raced[0]).toEqual(raced[1])
  })
})
