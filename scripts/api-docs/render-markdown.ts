import type { JsonSchema, MediaType, OpenApiDocument, Operation, Parameter } from './openapi-types';
import { cell, code, constraintText, fieldRows, typeText, type FieldRow } from './schema-text';
import type { CatalogueEntry } from './status-catalogue';

/**
 * docs/api.md, written from the OpenAPI document and the status catalogue. A pure function of its
 * inputs: the same document always gives the same bytes, which is what lets a test regenerate the
 * file in memory and compare.
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const UNTAGGED = 'other routes';

interface Entry {
  method: string;
  path: string;
  op: Operation;
}

function table(head: string[], rows: string[][]): string[] {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)];
}

function fieldTable(rows: FieldRow[], presence: 'required' | 'always'): string[] {
  return table(
    ['field', 'type', presence, 'notes'],
    rows.map((r) => [code(r.name), r.type, r.required ? 'yes' : 'no', r.notes]),
  );
}

function parameterTable(parameters: Parameter[]): string[] {
  return table(
    ['name', 'in', 'type', 'required', 'notes'],
    parameters.map((p) => [
      code(p.name),
      p.in,
      p.schema ? typeText(p.schema) : 'any',
      p.required ? 'yes' : 'no',
      [p.schema ? constraintText(p.schema) : '', p.description ?? ''].filter(Boolean).join('; '),
    ]),
  );
}

/** The envelope's two branches (success with `data`, failure), as envelopeSchema() in contracts/src/envelope.ts writes them. */
function envelopeData(schema: JsonSchema | undefined): { data: JsonSchema | undefined } | undefined {
  const branches = schema?.anyOf;
  if (branches?.length !== 2) return undefined;
  const [success, failure] = branches;
  const state = (branch: JsonSchema | undefined) => branch?.properties?.state?.enum?.[0];
  if (state(success) !== 1 || state(failure) !== 0) return undefined;
  const data = success?.properties?.data;
  const empty = data?.enum?.length === 1 && data.enum[0] === null;
  return { data: empty ? undefined : data };
}

function bodySection(op: Operation): string[] {
  const content = op.requestBody?.content;
  if (!content) return [];
  const types = Object.keys(content);
  const schema = content[types[0]!]?.schema;
  const lines = [`**Body** (${types.map(code).join(', ')}):`, ''];
  if (!schema?.properties) return [...lines, `${typeText(schema ?? {})}.`, ''];
  const rows = fieldRows(schema);
  if (rows.length === 0) return [...lines, 'No fields of its own (other fields are accepted and ignored).', ''];
  return [...lines, ...fieldTable(rows, 'required'), ''];
}

function exampleLines(media: MediaType): string[] {
  if (media.example === undefined) return [];
  return ['Example:', '', '```json', JSON.stringify(media.example, null, 2), '```', ''];
}

function responseSection(op: Operation): string[] {
  const lines: string[] = [];
  for (const [httpStatus, response] of Object.entries(op.responses ?? {})) {
    const content = response.content ?? {};
    const types = Object.keys(content);
    if (types.length === 0) {
      lines.push(`**Answer** (HTTP ${httpStatus}): not described by a schema.`, '');
      continue;
    }
    const media = content[types[0]!]!;
    const heading = `**Answer** (HTTP ${httpStatus}, ${types.map(code).join(', ')})`;
    const envelope = envelopeData(media.schema);
    if (envelope) {
      if (!envelope.data) {
        lines.push(`${heading}: the [envelope](#envelope), without \`data\`.`, '');
      } else if (envelope.data.properties) {
        lines.push(`${heading}: the [envelope](#envelope); on success \`data\` is:`, '', ...fieldTable(fieldRows(envelope.data, 'data.'), 'always'), '');
      } else {
        lines.push(`${heading}: the [envelope](#envelope); on success \`data\` is ${typeText(envelope.data, true)}.`, '');
      }
    } else if (media.schema?.properties) {
      lines.push(`${heading}:`, '', ...fieldTable(fieldRows(media.schema), 'always'), '');
    } else {
      lines.push(`${heading}: ${typeText(media.schema ?? {})}.`, '');
    }
    lines.push(...exampleLines(media));
  }
  return lines;
}

function securityLine(op: Operation, doc: OpenApiDocument): string[] {
  const names = (op.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (names.length === 0) return [];
  const described = names.map((name) => {
    const scheme = doc.components?.securitySchemes?.[name];
    if (scheme?.type === 'http' && scheme.scheme === 'bearer') return `a bearer token (${code('Authorization: Bearer <token>')})`;
    if (scheme?.type === 'http' && scheme.scheme === 'basic') return `HTTP Basic (${code('Authorization: Basic <base64 of user:password>')})`;
    return code(name);
  });
  return [`**Authentication**: ${described.join(' or ')}.`, ''];
}

function operationSection(entry: Entry, doc: OpenApiDocument): string[] {
  const { op } = entry;
  const lines = [`### ${entry.method.toUpperCase()} ${entry.path}`, ''];
  if (op.summary) lines.push(`${op.summary}.`.replace(/\.\.$/, '.'), '');
  if (op.description) lines.push(op.description, '');
  lines.push(...securityLine(op, doc));
  const parameters = op.parameters ?? [];
  if (parameters.length > 0) lines.push('**Parameters**:', '', ...parameterTable(parameters), '');
  lines.push(...bodySection(op), ...responseSection(op));
  return lines;
}

/** Operations grouped by their first tag, in the order the api registers them; untagged ones last. */
function byTag(doc: OpenApiDocument): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  const untagged: Entry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0];
      if (!tag) {
        untagged.push({ method, path, op });
        continue;
      }
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ method, path, op });
    }
  }
  if (untagged.length > 0) groups.set(UNTAGGED, untagged);
  return groups;
}

const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

const ENVELOPE = [
  '## Envelope',
  '',
  'Every answer under `/api/front` is JSON of one shape (`contracts/src/envelope.ts`, written by',
  '`ok()` and `fail()` in `api/src/lib/envelope.ts`):',
  '',
  '```json',
  '{ "state": 1, "status": 200, "message": "Done.", "data": {} }',
  '```',
  '',
  '- `state`: 1 success, 0 failure. `status`: a number of the [status catalogue](#status-catalogue).',
  '  `message`: the catalogue text (or a more precise text of the same section of',
  '  `locales/<lang>/status.json`) in the language of the request. `data`: the answer, on success;',
  '  on a validation failure `{ "fields": [{ "field": "email", "message": "..." }] }`.',
  '- The language of the request is the `site` field of the body or query, else the',
  '  `Accept-Language` header, else us (`requestLang` in `api/src/lib/messages.ts`).',
  '- Business failures (validation, duplicates, not found, not signed in) are **HTTP 200 with',
  '  state 0**: the old client reads them that way. The HTTP status differs where HTTP has a',
  '  meaning of its own (`api/src/plugins/errors.ts`):',
  '  - 619 with HTTP 429: a rate limit;',
  '  - 614 with HTTP 400: a body or path that cannot be read (broken JSON, JSON that is not an',
  '    object, broken multipart, an undecodable percent sequence), and every validation failure',
  '    outside `/api/front` (the analyst API);',
  '  - 614 or 622 with HTTP 413: a multipart body with too many parts, a second file, or a photo',
  '    over 5 MB;',
  '  - 603 with HTTP 401 (the analyst API without its token, with `WWW-Authenticate`) or 403 (a',
  '    state-changing account call from another origin);',
  '  - 625 with HTTP 404: an API path or method that does not exist;',
  '  - 626 with HTTP 503 and `Retry-After: 5`: Postgres or Redis did not answer in time, or a',
  '    statistics event could not be queued (the client may send it again);',
  '  - 500 with HTTP 500: anything unexpected, with a generic message (the details are logged).',
  '- POST calls take `application/x-www-form-urlencoded` (what the old client sends) and JSON;',
  '  `contact/submit` takes `multipart/form-data` too (the photo). Form-encoded booleans may be',
  '  `1`/`0`, `true`/`false`, `yes`/`no`, `on`/`off`.',
  '- The analyst API (`/api/analytics`) answers its rows as plain JSON or CSV; its refusals are the',
  '  envelope too. Its CSV (`format=csv`) starts with a UTF-8 byte order mark and separates cells',
  '  with `,`, or with `;` given `delimiter=;` (`%3B`), for a spreadsheet set to a European locale;',
  '  a cell holding `,` `;` a tab, a quote or a line break is quoted either way, and text that could',
  "  run as a formula gets a leading `'` (`api/src/modules/analytics/csv.ts`).",
  '',
  'How a thrown error becomes one of these answers is told in `docs/architecture.md`',
  '("The envelope and how errors become statuses").',
  '',
];

function catalogueSection(catalogue: CatalogueEntry[]): string[] {
  return [
    '## Status catalogue',
    '',
    'The numbers of `contracts/src/status.ts` are a public contract: the old client maps them to',
    'its messages, so a number is never reused or renumbered. Texts are in',
    '`locales/<lang>/status.json` in the nine languages; the us text is shown.',
    '',
    ...table(
      ['status', 'name in `Status`', 'message (us)'],
      catalogue.map((e) => [String(e.status), code(e.name), e.message]),
    ),
    '',
  ];
}

export function renderApiReference(doc: OpenApiDocument, catalogue: CatalogueEntry[]): string {
  const groups = byTag(doc);
  const lines: string[] = [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:api` (scripts/api-docs.ts). Do not edit: change the route schemas and run it again. -->',
    '',
    `${doc.info.title} ${doc.info.version}, generated from its OpenAPI ${doc.openapi} document (\`app.swagger()\``,
    'of `buildApp` in `api/src/app.ts`, which the api serves at `/api/docs`, JSON at `/api/docs/json`)',
    'by `npm run docs:api`. `tests/unit/api-docs.test.ts` fails when this file and the document',
    'differ. Operator routes (`/admin/queues`, `/metrics`) and health checks (`/health/live`,',
    '`/health/ready`) are left out of the document; see `docs/operations.md`.',
    '',
    '## Contents',
    '',
    '- [Envelope](#envelope)',
    '- [Status catalogue](#status-catalogue)',
    ...[...groups].map(([tag, entries]) => `- [${tag}](#${anchor(tag)}): ${entries.map((e) => `${e.method.toUpperCase()} ${code(e.path)}`).join(', ')}`),
    '',
    ...ENVELOPE,
    ...catalogueSection(catalogue),
  ];
  for (const [tag, entries] of groups) {
    lines.push(`## ${tag}`, '');
    for (const entry of entries) lines.push(...operationSection(entry, doc));
  }
  while (lines.at(-1) === '') lines.pop();
  return `${lines.join('\n')}\n`;
}
