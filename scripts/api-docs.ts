import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { API_REFERENCE_FILE, generateApiReference } from './api-docs/generate';

/**
 * `npm run docs:api`: writes docs/api.md from the api's OpenAPI document. `-- --check` writes
 * nothing and exits 1 when the committed file is out of date (what tests/unit/api-docs.test.ts
 * checks too).
 */
const check = process.argv.includes('--check');
const generated = await generateApiReference();
const current = (() => {
  try {
    return readFileSync(API_REFERENCE_FILE, 'utf8');
  } catch {
    return undefined;
  }
})();
const file = relative(process.cwd(), API_REFERENCE_FILE);

if (check) {
  if (current !== generated) {
    process.stderr.write(`${file} is out of date: run npm run docs:api\n`);
    process.exit(1);
  }
  process.stdout.write(`${file} is up to date\n`);
} else if (current === generated) {
  process.stdout.write(`${file} unchanged (${generated.split('\n').length - 1} lines)\n`);
} else {
  writeFileSync(API_REFERENCE_FILE, generated);
  process.stdout.write(`${file} written (${generated.split('\n').length - 1} lines)\n`);
}
