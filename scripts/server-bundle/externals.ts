import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'rolldown';

/** Workspace packages are compiled into the bundle; every other package comes from node_modules. */
const WORKSPACE = /^@voltline\//;

/** `@scope/name/sub/path` -> `@scope/name`; `name/sub` -> `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
}

/** The package.json that owns `file`: the nearest one above it. */
function owningManifest(file: string, cache: Map<string, Manifest & { file: string }>): Manifest & { file: string } {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const cached = cache.get(dir);
    if (cached) return cached;
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) {
      const manifest = { ...(JSON.parse(readFileSync(candidate, 'utf8')) as Manifest), file: candidate };
      cache.set(dir, manifest);
      return manifest;
    }
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${file}`);
  }
}

/**
 * Marks every npm package external (production node_modules provide it) and checks, for each
 * import, the two ways the image could load the wrong thing:
 *
 * - the package is not in the `dependencies` of the workspace that imports it (a devDependency,
 *   or only there by hoisting): `npm ci --omit=dev` would leave it out;
 * - from dist/ it resolves to another copy than from the importing source, which happens when npm
 *   nests the workspace's version (workers/node_modules/x) because another version is hoisted to
 *   the root. The bundle only sees the root copy.
 */
export function npmExternals(distDir: string): Plugin {
  const manifests = new Map<string, Manifest & { file: string }>();
  const checked = new Set<string>();
  const fromDist = path.join(distDir, 'entry.mjs');
  return {
    name: 'voltline:npm-externals',
    async resolveId(source, importer, options) {
      if (!importer || isBuiltin(source) || source.startsWith('.') || path.isAbsolute(source) || source.startsWith('\0')) return null;
      if (WORKSPACE.test(source)) return null;

      const name = packageName(source);
      const owner = owningManifest(importer, manifests);
      const key = `${owner.file}\0${source}`;
      if (!checked.has(key)) {
        checked.add(key);
        const where = path.relative(process.cwd(), importer);
        if (!owner.dependencies?.[name]) {
          this.error(
            `${where} imports ${source}, but ${name} is not in the dependencies of ${path.relative(process.cwd(), owner.file)}: the production install would not have it`,
          );
        }
        const [own, bundled] = await Promise.all([
          this.resolve(source, importer, { ...options, skipSelf: true }),
          this.resolve(source, fromDist, { ...options, skipSelf: true }),
        ]);
        if (!own || !bundled) this.error(`${where}: cannot resolve ${source}${own ? ' from dist/' : ''}`);
        if (own.id !== bundled.id) {
          this.error(
            `${where} imports ${source} = ${path.relative(process.cwd(), own.id)}, but from dist/ it is ${path.relative(process.cwd(), bundled.id)}: ` +
              `make the root node_modules copy the one the workspace asks for (a root dependency on it)`,
          );
        }
      }
      return { id: source, external: true };
    },
  };
}
