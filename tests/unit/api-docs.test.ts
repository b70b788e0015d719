import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_REFERENCE_FILE, generateApiReference } from '../../scripts/api-docs/generate';

/**
 * docs/api.md is generated from the OpenAPI document; a route schema changed without running
 * `npm run docs:api` would leave the reference telling something the api no longer does.
 */
describe('docs/api.md', () => {
  it('is what npm run docs:api writes from the current OpenAPI document', async () => {
    const committed = readFileSync(API_REFERENCE_FILE, 'utf8');
    const generated = await generateApiReference();
    // Compared line by line first, so a failure names the first line that differs.
    const committedLines = committed.split('\n');
    const generatedLines = generated.split('\n');
    const first = generatedLines.findIndex((line, i) => line !== committedLines[i]);
    expect(
      first === -1 ? null : { line: first + 1, committed: committedLines[first], generated: generatedLines[first] },
      'docs/api.md is out of date: run npm run docs:api',
    ).toBeNull();
    expect(committed, 'docs/api.md is out of date: run npm run docs:api').toBe(generated);
  }, 60_000);
});
