/**
 * The unit files are two vitest projects (vitest.config.ts): `unit`, whose files share workers, and
 * `unit-isolated`, the few that need a fresh worker each (scripts/testing/isolatedTestFiles.ts).
 * Asking for the project `unit` (`--project unit` or `--project=unit`) asks for both.
 */
export function withUnitProjects(args) {
  const projects = args.flatMap((arg, index) => (arg === '--project' ? [args[index + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : []))
  if (!projects.includes('unit') || projects.includes('unit-isolated')) return args
  return [...args, '--project', 'unit-isolated']
}
