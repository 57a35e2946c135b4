import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { CliUsageError } from '../errors.ts'
import type { FeaturesPatch, SocialId } from '../projects/features.ts'
import { normalizeOriginPattern } from '../projects/origins.ts'
import {
  createProject,
  listProjects,
  type Project,
  requireProject,
  setAllowedOrigins,
  setFeatures,
} from '../projects/projects.ts'
import { onOff, parseArgs, splitList } from './parseArgs.ts'
import { paymasterCommand } from './paymasterCommand.ts'
import { rpcMethodsCommand } from './rpcMethodsCommand.ts'
import { socialCommand } from './socialCommand.ts'
import type { Output } from './output.ts'

export type { Output } from './output.ts'

/** `project <create|list|show|origins|features> …` */
export async function runProjectCommand(db: Kysely<Database>, args: string[], io: Output): Promise<void> {
  const [sub, ...rest] = args
  switch (sub) {
    case 'create':
      return create(db, rest, io)
    case 'list':
      return list(db, rest, io)
    case 'show':
      return show(db, rest, io)
    case 'origins':
      return origins(db, rest, io)
    case 'features':
      return features(db, rest, io)
    case 'rpc-methods':
      return rpcMethodsCommand(db, rest, io)
    case 'social':
      return socialCommand(db, rest, io)
    case 'paymaster':
      return paymasterCommand(db, rest, io)
    default:
      throw new CliUsageError(
        sub ? `Unknown project command "${sub}"` : 'Missing project command (create, list, show, origins, features, rpc-methods, social, paymaster)',
      )
  }
}

async function create(db: Kysely<Database>, args: string[], io: Output) {
  const { values, positionals } = parseArgs(args, {
    name: { type: 'string' },
    id: { type: 'string' },
    origins: { type: 'string' },
  })
  noPositionals(positionals)
  if (!values.name) throw new CliUsageError('project create needs --name')
  const project = await createProject(db, {
    name: values.name,
    id: values.id,
    allowedOrigins: values.origins === undefined ? [] : splitList(values.origins),
  })
  io.out(project.id)
}

async function list(db: Kysely<Database>, args: string[], io: Output) {
  const { values, positionals } = parseArgs(args, { json: { type: 'boolean' } })
  noPositionals(positionals)
  const projects = await listProjects(db)
  if (values.json) return io.out(JSON.stringify(projects, null, 2))
  if (projects.length === 0) return io.out('No projects. Create one: portico-server project create --name "My app"')
  for (const project of projects) {
    const origins = project.allowedOrigins.length ? project.allowedOrigins.join(',') : '(any origin)'
    io.out(`${project.id}\t${project.name}\t${origins}`)
  }
}

async function show(db: Kysely<Database>, args: string[], io: Output) {
  const { positionals } = parseArgs(args, {})
  const id = oneId(positionals, 'project show ID')
  io.out(formatProject(await requireProject(db, id)))
}

async function origins(db: Kysely<Database>, args: string[], io: Output) {
  const { values, positionals } = parseArgs(args, {
    set: { type: 'string' },
    add: { type: 'string', multiple: true },
    remove: { type: 'string', multiple: true },
  })
  const id = oneId(positionals, 'project origins ID --set a,b | --add X | --remove X')
  if (values.set === undefined && !values.add && !values.remove) {
    throw new CliUsageError('project origins needs --set, --add or --remove')
  }
  if (values.set !== undefined && (values.add || values.remove)) {
    throw new CliUsageError('project origins takes --set, or --add/--remove, not both')
  }
  let next: string[]
  if (values.set !== undefined) {
    next = splitList(values.set)
  } else {
    const current = (await requireProject(db, id)).allowedOrigins
    const added = (values.add ?? []).flatMap(splitList)
    const removed = new Set((values.remove ?? []).flatMap(splitList).map(normalizeForCompare))
    next = [...current, ...added].filter((origin) => !removed.has(normalizeForCompare(origin)))
  }
  const project = await setAllowedOrigins(db, id, next)
  io.out(project.allowedOrigins.length ? project.allowedOrigins.join('\n') : '(any origin)')
}

const featureFlags = {
  email: 'email',
  swaps: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  branding: 'branding',
  'multi-wallet': 'multiWallet',
  analytics: 'analytics',
  pay: 'pay',
} as const

async function features(db: Kysely<Database>, args: string[], io: Output) {
  const { values, positionals } = parseArgs(args, {
    email: { type: 'string' },
    socials: { type: 'string' },
    swaps: { type: 'string' },
    onramp: { type: 'string' },
    activity: { type: 'string' },
    branding: { type: 'string' },
    'multi-wallet': { type: 'string' },
    analytics: { type: 'string' },
    pay: { type: 'string' },
  })
  const id = oneId(positionals, 'project features ID --email on|off …')
  const patch: FeaturesPatch = {}
  for (const [flag, key] of Object.entries(featureFlags) as [keyof typeof featureFlags, (typeof featureFlags)[keyof typeof featureFlags]][]) {
    const value = values[flag]
    if (typeof value === 'string') patch[key] = onOff(flag, value)
  }
  if (typeof values.socials === 'string') {
    patch.socials = values.socials === 'off' ? false : (splitList(values.socials) as SocialId[])
  }
  const project = Object.keys(patch).length ? await setFeatures(db, id, patch) : await requireProject(db, id)
  io.out(JSON.stringify(project.features, null, 2))
}

function formatProject(project: Project): string {
  return JSON.stringify(project, null, 2)
}

function oneId(positionals: string[], shape: string): string {
  if (positionals.length !== 1 || !positionals[0]) throw new CliUsageError(`Usage: portico-server ${shape}`)
  return positionals[0]
}

function noPositionals(positionals: string[]) {
  if (positionals.length) throw new CliUsageError(`Unexpected argument "${positionals[0]}"`)
}

function normalizeForCompare(origin: string): string {
  return normalizeOriginPattern(origin) ?? origin.trim().toLowerCase()
}
