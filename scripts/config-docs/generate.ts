import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { renderConfigurationReference, type ConfigSection, type KeyRow } from './render-markdown';
import { ENV_SOURCES, SHARED_SHAPES, type EnvSource } from './sources';
import { typeText, constraintText } from '../api-docs/schema-text';
import type { JsonSchema } from '../api-docs/openapi-types';

/** Where the generated reference is committed. */
export const CONFIGURATION_REFERENCE_FILE = fileURLToPath(new URL('../../docs/configuration.md', import.meta.url));

/** The keys of a schema as JSON Schema properties (the input side: what the environment holds). */
function properties(schema: z.ZodObject): { props: Record<string, JsonSchema>; required: Set<string> } {
  // Transforms (a flag read as a boolean) have no JSON Schema; their input side is what is documented.
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return { props: json.properties ?? {}, required: new Set(json.required ?? []) };
}

/** Keys whose schema has no description: the reference would have nothing to say about them. */
export function undescribedKeys(): string[] {
  const all = [...ENV_SOURCES.map((s) => ({ name: s.file, schema: s.schema })), ...SHARED_SHAPES.map((s) => ({ name: s.file, schema: s.schema }))];
  return all.flatMap(({ name, schema }) =>
    Object.entries(properties(schema).props)
      .filter(([, prop]) => !prop.description?.trim())
      .map(([key]) => `${name}: ${key}`),
  );
}

function keyRow(key: string, prop: JsonSchema, required: boolean, requiredInProduction: boolean): KeyRow {
  // The default and the description have columns of their own; an email's pattern says less than its type.
  const { default: fallback, description, pattern: _pattern, ...rest } = prop;
  // `min(1)` on a string only refuses `KEY=`: "not empty" says it better than a length.
  const notEmpty = rest.type === 'string' && rest.minLength === 1 && rest.maxLength === undefined;
  if (notEmpty) delete rest.minLength;
  return {
    key,
    fallback: fallback === undefined ? undefined : String(fallback),
    required: required ? 'yes' : requiredInProduction ? 'in production' : 'no',
    accepts: [typeText(rest), notEmpty ? 'not empty' : '', constraintText(rest)].filter(Boolean).join('; '),
    description: description ?? '',
  };
}

function rowsOf(source: EnvSource, skip: Set<string>): Map<string, KeyRow> {
  const { props, required } = properties(source.schema);
  const rows = new Map<string, KeyRow>();
  for (const [key, prop] of Object.entries(props)) {
    if (!skip.has(key)) rows.set(key, keyRow(key, prop, required.has(key), source.requiredInProduction.includes(key)));
  }
  return rows;
}

const same = (a: KeyRow, b: KeyRow) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The sections of the reference: keys every reader declares alike, then each reader's own (a key
 * that readers declare differently, such as a default, is listed under each of them), then the
 * shared shapes.
 */
export function configurationSections(): ConfigSection[] {
  const sharedKeys = new Set(SHARED_SHAPES.flatMap((shape) => Object.keys(shape.schema.shape)));
  const perReader = ENV_SOURCES.map((source) => ({ source, rows: rowsOf(source, sharedKeys) }));
  const [first, ...others] = perReader;
  const common = [...(first?.rows.values() ?? [])].filter((row) => others.every(({ rows }) => rows.has(row.key) && same(rows.get(row.key)!, row)));
  const commonKeys = new Set(common.map((row) => row.key));
  const readers = ENV_SOURCES.map((s) => s.reader).join(' and ');
  return [
    {
      title: `Every process (${readers})`,
      intro: `Declared once in \`platform/src/config.ts\` (\`sharedEnvShape\`), which ${ENV_SOURCES.map((s) => `\`${s.file}\``).join(' and ')} spread into their schemas.`,
      rows: common,
    },
    ...perReader.map(({ source, rows }) => ({
      title: `${source.reader}`,
      intro: `Read by the ${source.reader} only, or declared differently there (\`${source.file}\`).`,
      rows: [...rows.values()].filter((row) => !commonKeys.has(row.key)),
    })),
    ...SHARED_SHAPES.map((shape) => ({
      title: shape.title,
      intro: `Declared in \`${shape.file}\`. ${shape.intro}`,
      rows: [...rowsOf({ reader: shape.title, file: shape.file, schema: shape.schema, requiredInProduction: [] }, new Set()).values()],
    })),
  ];
}

/** docs/configuration.md as the current schemas make it. */
export function generateConfigurationReference(): string {
  const missing = undescribedKeys();
  if (missing.length > 0) throw new Error(`Configuration keys without a description (add .describe() to each):\n  ${missing.join('\n  ')}`);
  return renderConfigurationReference(configurationSections());
}
