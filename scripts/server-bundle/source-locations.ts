import path from 'node:path';
import { RolldownMagicString, type Plugin } from 'rolldown';

/**
 * Keeps `import.meta.url` meaning "where this source file is" inside a bundle.
 *
 * The sources find what they read at runtime relative to themselves: api/src/app.ts reads
 * `../../web/dist`, prisma/src/prisma-cli.ts runs the CLI in `..`. In a bundle every module's
 * `import.meta.url` would be the bundle's (dist/api.mjs), so those paths would point elsewhere.
 * dist/ sits at the root of the tree both in a checkout and in the image, so each module's
 * `import.meta.url` becomes the address its source file has next to dist/
 * (`new URL('../api/src/app.ts', import.meta.url)`), and the relative paths land where they do
 * under tsx: web/dist, web/public, prisma/migrations. The source file itself need not exist there.
 *
 * `import.meta.dirname` / `filename` are refused rather than rewritten: one way to write it.
 */
export function sourceLocations(distDir: string): Plugin {
  return {
    name: 'voltline:source-locations',
    transform: {
      filter: { id: { exclude: /[\\/]node_modules[\\/]/ }, code: { include: /import\.meta\.(url|dirname|filename)/ } },
      handler(code, id) {
        const other = /\bimport\.meta\.(dirname|filename)\b/.exec(code);
        if (other) {
          this.error(`${path.relative(process.cwd(), id)}: import.meta.${other[1]} is not kept right in the server bundle; derive it from import.meta.url`);
        }
        const fromDist = path.relative(distDir, id).split(path.sep).join('/');
        const located = new RolldownMagicString(code);
        located.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`);
        return { code: located };
      },
    },
  };
}
