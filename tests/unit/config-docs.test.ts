import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_REFERENCE_FILE, generateConfigurationReference, undescribedKeys } from '../../scripts/config-docs/generate';

/**
 * docs/configuration.md is generated from the zod configuration schemas; a key added or changed
 * without running `npm run docs:config` would leave operators reading a default or a variable
 * that is no longer true.
 */
describe('docs/configuration.md', () => {
  it('has a description for every key of every configuration schema', () => {
    expect(undescribedKeys(), 'add .describe() to each of these keys').toEqual([]);
  });

  it('is what npm run docs:config writes from the current schemas', () => {
    const committed = readFileSync(CONFIGURATION_REFERENCE_FILE, 'utf8');
    const generated = generateConfigurationReference();
    // Compared line by line first, so a failure names the first line that differs.
    const committedLines = committed.split('\n');
    const generatedLines = generated.split('\n');
    const first = generatedLines.findIndex((line, i) => line !== committedLines[i]);
    expect(
      first === -1 ? null : { line: first + 1, committed: committedLines[first], generated: generatedLines[first] },
      'docs/configuration.md is out of date: run npm run docs:config',
    ).toBeNull();
    expect(committed, 'docs/configuration.md is out of date: run npm run docs:config').toBe(generated);
  });
});
