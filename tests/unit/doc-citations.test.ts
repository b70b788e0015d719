import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, READMEs and tests cite the documents of docs/ (docs/product.md §N, docs/api.md,
 * docs/architecture.md). A citation of a document outside the repository cannot be followed by
 * anyone who has only the repository, so none may come back: not a sibling folder, and not the
 * names of the documents docs/ replaced. Case matters: `docs/api.md` is fine, its upper-case
 * namesake is not.
 */
const FORBIDDEN = ['../shared', 'SPEC.md', 'SPEC section', 'API.md', 'ARCHITECTURE.md'];

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** This file names them to forbid them. */
const SELF = 'tests/unit/doc-citations.test.ts';

/** `path:line:text` of every tracked text file's line that holds one of the strings. */
function citations(): string[] {
  const args = ['grep', '-n', '-I', '--fixed-strings', ...FORBIDDEN.flatMap((s) => ['-e', s]), '--', '.', `:(exclude)${SELF}`];
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch (error) {
    // git grep exits 1 when nothing matches; anything else (no git, not a checkout) is a failure.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('citations', () => {
  it('point inside the repository: no tracked file names ../shared, SPEC.md, SPEC section, API.md or ARCHITECTURE.md', () => {
    expect(citations()).toEqual([]);
  });
});
