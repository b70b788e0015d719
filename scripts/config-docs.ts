import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { CONFIGURATION_REFERENCE_FILE, generateConfigurationReference } from './config-docs/generate';

/**
 * `npm run docs:config`: writes docs/configuration.md from the zod configuration schemas.
 * `-- --check` writes nothing and exits 1 when the committed file is out of date (what
 * tests/unit/config-docs.test.ts checks too).
 */
const check = process.argv.includes('--check');
const generated = generateConfigurationReference();
const current = (() => {
  try {
    return readFileSync(CONFIGURATION_REFERENCE_FILE, 'utf8');
  } catch {
    return undefined;
  }
})();
const file = relative(process.cwd(), CONFIGURATION_REFERENCE_FILE);

if (check) {
  if (current !== generated) {
    process.stderr.write(`${file} is out of date: run npm run docs:config\n`);
    process.exit(1);
  }
  process.stdout.write(`${file} is up to date\n`);
} else if (current === generated) {
  process.stdout.write(`${file} unchanged (${generated.split('\n').length - 1} lines)\n`);
} else {
  writeFileSync(CONFIGURATION_REFERENCE_FILE, generated);
  process.stdout.write(`${file} written (${generated.split('\n').length - 1} lines)\n`);
}
