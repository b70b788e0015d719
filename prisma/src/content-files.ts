import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/**
 * Reading the seed's data files under prisma/content (see the README there). Every file is checked
 * with a zod schema as it is read, and a bad file stops the seed with an error that names the file
 * and the field, so an editor can fix the data without reading the seed code.
 */

/**
 * Found next to the sources, also from the production bundle: its `import.meta.url` is rewritten to
 * this source file's place (scripts/server-bundle/source-locations.ts), and the image copies
 * prisma/content there.
 */
export const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

/** A data file that is missing, unreadable or does not match its schema. */
export class ContentFileError extends Error {
  constructor(
    /** The file as the message names it: prisma/content/<file>, or its full path in another folder. */
    readonly file: string,
    problems: string[],
  ) {
    super(`${file}: ${problems.length === 1 ? problems[0] : `\n  ${problems.join('\n  ')}`}`);
    this.name = 'ContentFileError';
  }
}

/** `dir` is prisma/content but for the loader's own tests. */
const fileLabel = (file: string, dir: string) => (dir === CONTENT_DIR ? `prisma/content/${file}` : `${dir}${file}`);

function readText(file: string, dir: string): string {
  try {
    return readFileSync(`${dir}${file}`, 'utf8');
  } catch (error) {
    throw new ContentFileError(fileLabel(file, dir), [(error as Error).message]);
  }
}

/** "field.path: message" per zod issue; the root is called "(file)". */
function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`);
}

function validate<S extends z.ZodType>(label: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContentFileError(label, describeIssues(result.error));
  return result.data;
}

/** Reads `file` (relative to prisma/content) as JSON and checks it with `schema`. */
export function readJsonFile<S extends z.ZodType>(file: string, schema: S, dir = CONTENT_DIR): z.output<S> {
  const label = fileLabel(file, dir);
  let value: unknown;
  try {
    value = JSON.parse(readText(file, dir));
  } catch (error) {
    if (error instanceof ContentFileError) throw error;
    throw new ContentFileError(label, [`not valid JSON: ${(error as Error).message}`]);
  }
  return validate(label, schema, value);
}

/**
 * Reads a Markdown file with front matter and checks `{ ...attributes, body }` with `schema`.
 *
 * The front matter is one `key: value` per line between two `---` lines, the value taken as written
 * to the end of the line (no YAML quoting, so a colon or a quote in a title needs no escaping).
 * The body is its non-empty lines: blank lines only separate blocks for the reader.
 */
export function readMarkdownFile<S extends z.ZodType>(file: string, schema: S, dir = CONTENT_DIR): z.output<S> {
  const label = fileLabel(file, dir);
  const lines = readText(file, dir).split(/\r?\n/);
  if (lines[0] !== '---') throw new ContentFileError(label, ['line 1: expected "---" opening the front matter']);
  const end = lines.indexOf('---', 1);
  if (end === -1) throw new ContentFileError(label, ['expected a "---" line closing the front matter']);
  const attributes: Record<string, string> = {};
  for (let i = 1; i < end; i++) {
    const match = /^([A-Za-z]\w*): (.*)$/.exec(lines[i]!);
    if (!match) throw new ContentFileError(label, [`line ${i + 1}: expected "key: value" in the front matter`]);
    if (match[1]! in attributes) throw new ContentFileError(label, [`line ${i + 1}: ${match[1]} is given twice`]);
    attributes[match[1]!] = match[2]!;
  }
  const body = lines.slice(end + 1).filter((line) => line.trim() !== '');
  return validate(label, schema, { ...attributes, body });
}
