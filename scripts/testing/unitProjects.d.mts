export function withUnitProjects(args: string[]): string[]
