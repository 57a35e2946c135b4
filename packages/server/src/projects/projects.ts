import { randomBytes } from 'node:crypto'
import { type Kysely, type Selectable, sql } from 'kysely'
import { z } from 'zod'
import { dialectOf } from '../db/dialectOf.ts'
import type { Database, ProjectsTable } from '../db/schema.ts'
import { BadRequestError, ProjectNotFoundError } from '../errors.ts'
import { badRequestFromZod } from '../utils/badRequest.ts'
import {
  defaultFeatures,
  type Features,
  type FeaturesPatch,
  featuresPatchSchema,
  parseStoredFeatures,
  stripUndefined,
} from './features.ts'
import { allowedOriginsSchema } from './origins.ts'

export type Project = {
  id: string
  name: string
  /** Normalized origins and `scheme://*.domain` patterns; empty allows any origin. */
  allowedOrigins: string[]
  features: Features
  /** ms since the epoch. */
  createdAt: number
}

export type CreateProjectParameters = {
  name: string
  /** Default: 32 random lowercase hex characters. */
  id?: string | undefined
  allowedOrigins?: readonly string[] | undefined
  features?: FeaturesPatch | undefined
  /** Default `Date.now()`. */
  now?: number | undefined
}

/** Project ids: letters, digits, `-` and `_`, 1 to 64 characters (generated ones are 32 hex). */
export const projectIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A project id is 1 to 64 letters, digits, "-" or "_"')

const nameSchema = z.string().trim().min(1, 'The project name must not be empty').max(200)

/** A new random project id: 32 lowercase hex characters. */
export function generateProjectId(): string {
  return randomBytes(16).toString('hex')
}

/**
 * Creates a project.
 *
 * @throws {BadRequestError} on a bad name, id, origin or feature, or when the id is taken.
 */
export async function createProject(db: Kysely<Database>, parameters: CreateProjectParameters): Promise<Project> {
  const name = parse(nameSchema, parameters.name, 'project name')
  const id = parameters.id === undefined ? generateProjectId() : parse(projectIdSchema, parameters.id, 'project id')
  const allowedOrigins = parse(allowedOriginsSchema, parameters.allowedOrigins ?? [], 'allowed origins')
  const features = { ...defaultFeatures, ...stripUndefined(parse(featuresPatchSchema, parameters.features ?? {}, 'features')) }
  const row = {
    id,
    name,
    allowed_origins: JSON.stringify(allowedOrigins),
    features: JSON.stringify(features),
    created_at: parameters.now ?? Date.now(),
  }
  const inserted = await db
    .insertInto('projects')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) throw new BadRequestError(`A project with id "${id}" already exists`)
  return toProject(row)
}

/**
 * The project, or undefined. Every project-scoped request reads it, so the query is one SQL text
 * with the id as a parameter (what Kysely's builder produced, without building it each time).
 */
export async function getProject(db: Kysely<Database>, id: string): Promise<Project | undefined> {
  const { rows } = await sql<Selectable<ProjectsTable>>`select * from "projects" where "id" = ${id}`.execute(db)
  const row = rows[0]
  return row && toProject(row)
}

/**
 * The project.
 *
 * @throws {ProjectNotFoundError}
 */
export async function requireProject(db: Kysely<Database>, id: string): Promise<Project> {
  const project = await getProject(db, id)
  if (!project) throw new ProjectNotFoundError({ projectId: id })
  return project
}

/** Every project, oldest first. */
export async function listProjects(db: Kysely<Database>): Promise<Project[]> {
  const rows = await db.selectFrom('projects').selectAll().orderBy('created_at').orderBy('id').execute()
  return rows.map(toProject)
}

/**
 * Replaces the project's allow-list (normalized; empty allows any origin).
 *
 * @throws {ProjectNotFoundError} {BadRequestError}
 */
export async function setAllowedOrigins(
  db: Kysely<Database>,
  id: string,
  allowedOrigins: readonly string[],
): Promise<Project> {
  const origins = parse(allowedOriginsSchema, allowedOrigins, 'allowed origins')
  const result = await db
    .updateTable('projects')
    .set({ allowed_origins: JSON.stringify(origins) })
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) throw new ProjectNotFoundError({ projectId: id })
  return requireProject(db, id)
}

/**
 * Changes some features, keeping the others. The read and the write are one transaction, so two
 * concurrent calls changing different features both land.
 *
 * @throws {ProjectNotFoundError} {BadRequestError}
 */
export async function setFeatures(db: Kysely<Database>, id: string, patch: FeaturesPatch): Promise<Project> {
  const changes = stripUndefined(parse(featuresPatchSchema, patch, 'features'))
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('projects')
      .select('features')
      .where('id', '=', id)
      // Postgres: lock the row. SQLite: the transaction already holds the write lock (BEGIN IMMEDIATE).
      .$if(dialectOf(trx) === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst()
    if (!row) throw new ProjectNotFoundError({ projectId: id })
    const features = { ...parseStoredFeatures(row.features), ...changes }
    await trx.updateTable('projects').set({ features: JSON.stringify(features) }).where('id', '=', id).execute()
    return requireProject(trx, id)
  })
}

/** Returns the project with this id, creating it (with `parameters`) when it does not exist. */
export async function ensureProject(
  db: Kysely<Database>,
  parameters: CreateProjectParameters & { id: string },
): Promise<Project> {
  const existing = await getProject(db, parameters.id)
  if (existing) return existing
  try {
    return await createProject(db, parameters)
  } catch (error) {
    // Another instance created it between our read and insert.
    const raced = await getProject(db, parameters.id)
    if (raced) return raced
    throw error
  }
}

function toProject(row: Selectable<ProjectsTable>): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: JSON.parse(row.allowed_origins) as string[],
    features: parseStoredFeatures(row.features),
    createdAt: Number(row.created_at),
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw badRequestFromZod(result.error, what)
  return result.data
}

