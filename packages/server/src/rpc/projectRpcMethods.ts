import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { requireProject } from '../projects/projects.ts'
import { badRequestFromZod } from '../utils/badRequest.ts'
import { defaultRpcMethods, rpcMethodsSchema } from './allowedMethods.ts'

/** The methods the chain proxy forwards for `projectId`: its own list, or {@link defaultRpcMethods}. */
export async function getRpcMethods(db: Kysely<Database>, projectId: string): Promise<readonly string[]> {
  const row = await db
    .selectFrom('project_rpc_methods')
    .select('methods')
    .where('project_id', '=', projectId)
    .executeTakeFirst()
  return row ? (JSON.parse(row.methods) as string[]) : defaultRpcMethods
}

/**
 * Narrows (or resets, with `null`) the methods the chain proxy forwards for a project.
 *
 * @throws {ProjectNotFoundError} for an unknown project; {BadRequestError} for a method a node must not serve.
 */
export async function setRpcMethods(db: Kysely<Database>, projectId: string, methods: readonly string[] | null): Promise<readonly string[]> {
  await requireProject(db, projectId)
  if (methods === null) {
    await db.deleteFrom('project_rpc_methods').where('project_id', '=', projectId).execute()
    return defaultRpcMethods
  }
  const parsed = rpcMethodsSchema.safeParse(methods)
  if (!parsed.success) throw badRequestFromZod(parsed.error, 'RPC methods')
  const json = JSON.stringify(parsed.data)
  await db
    .insertInto('project_rpc_methods')
    .values({ project_id: projectId, methods: json })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ methods: json }))
    .execute()
  return parsed.data
}
