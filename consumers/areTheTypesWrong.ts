import { readFileSync } from 'node:fs'
import { checkPackage, createPackageFromTarballData, Package, type Problem } from '@arethetypeswrong/core'

/**
 * attw's `esm-only` profile: the resolutions it leaves out (CommonJS `require` and the pre-exports node10
 * resolution), as `attw --profile esm-only` does. The packages are ESM only, as wagmi's check assumes.
 */
export const esmOnlyIgnoredResolutions = ['node10', 'node16-cjs']

/** The entry points that are no module to type: the stylesheet and the manifest. */
const excludedEntrypoints = ['./styles.css', './package.json']

/**
 * "Are the types wrong?" for a packed tarball, as `attw TARBALL --profile esm-only --exclude-entrypoints
 * ./styles.css ./package.json` checks it, through attw's own library (@arethetypeswrong/core, the CLI's
 * engine) in this process: one TypeScript loaded for every package instead of an `npx attw` per package.
 * Returns the problems the profile counts (the CLI exits 1 when there is any) and all it found. A package
 * without types (attw's "untyped" result) has none, as the CLI says.
 */
export async function areTheTypesWrong(tarball: string): Promise<{ counted: Problem[]; all: Problem[] }> {
  const pkg = DirectoryIndexedPackage.of(createPackageFromTarballData(new Uint8Array(readFileSync(tarball))))
  const analysis = await checkPackage(pkg, { excludeEntrypoints: excludedEntrypoints })
  const all = analysis.types ? analysis.problems : []
  const counted = all.filter((problem) => !('resolutionKind' in problem) || !esmOnlyIgnoredResolutions.includes(problem.resolutionKind))
  return { counted, all }
}

/**
 * The same package, whose `directoryExists` answers from a set of its folders: attw's own scans every
 * file name on each call, and module resolution calls it for each folder it probes (a third of attw's
 * time on @portico/core's 400 files). Same files, same answers: a folder exists when a file is under it.
 */
class DirectoryIndexedPackage extends Package {
  readonly #directories = new Set<string>()

  static of(pkg: Package): DirectoryIndexedPackage {
    const files = Object.fromEntries(pkg.listFiles().map((file) => [file, pkg.readFile(file)]))
    return new DirectoryIndexedPackage(files, pkg.packageName, pkg.packageVersion)
  }

  constructor(files: Record<string, string>, packageName: string, packageVersion: string) {
    super(files, packageName, packageVersion)
    for (const file of Object.keys(files)) {
      for (let end = file.indexOf('/'); end !== -1; end = file.indexOf('/', end + 1)) this.#directories.add(file.slice(0, end + 1))
    }
  }

  override directoryExists(path: string): boolean {
    return this.#directories.has(path.endsWith('/') ? path : `${path}/`)
  }
}
