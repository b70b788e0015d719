import type { JsonSchema } from './openapi-types';

/**
 * JSON schemas as short Markdown text: a type ("string", "array of object", `"a" | "b"`) and the
 * constraints a caller must know (lengths, ranges, patterns, defaults). Every value is meant for a
 * Markdown table cell, so `|` is escaped and nothing spans lines.
 */

/** zod's integers carry the safe-integer range as bounds: true of every integer, so not worth a word. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

export function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

/** Inline code that survives any content (a pattern may hold a backtick). */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const literal = (value: unknown) => code(JSON.stringify(value));

/** The schema without its `nullable` flag, and whether it had it. */
export function unwrapNullable(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (schema.nullable) {
    const { nullable: _nullable, ...rest } = schema;
    return { schema: rest, nullable: true };
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length === 2) {
    const other = variants.find((v) => v.type !== 'null');
    if (other && variants.some((v) => v.type === 'null')) return { schema: other, nullable: true };
  }
  return { schema, nullable: false };
}

/** `{ type: "heading", text: string }`: an object's shape on one line (optional fields marked `?`). */
function inlineObject(schema: JsonSchema): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, prop]) => `${name}${required.has(name) ? '' : '?'}: ${typeText(prop, true)}`);
  return `{ ${fields.join(', ')} }`;
}

/** The type of a schema in words; `inline` spells nested objects out instead of saying "object". */
export function typeText(schema: JsonSchema, inline = false): string {
  const { schema: s, nullable } = unwrapNullable(schema);
  const text = baseType(s, inline);
  return nullable ? `${text} or null` : text;
}

function baseType(s: JsonSchema, inline: boolean): string {
  if (s.$ref) return `${code(s.$ref)} (a reference the document does not expand)`;
  if (s.enum) return s.enum.map(literal).join(' | ');
  const variants = s.anyOf ?? s.oneOf;
  if (variants) {
    const allObjects = variants.every((v) => v.properties);
    return allObjects ? `one of ${variants.map(inlineObject).join(' | ')}` : variants.map((v) => typeText(v, inline)).join(' or ');
  }
  if (s.allOf) return s.allOf.map((v) => typeText(v, inline)).join(' and ');
  switch (s.type) {
    case 'array':
      return s.items ? `array of ${typeText(s.items, inline)}` : 'array';
    case 'object': {
      if (s.properties) return inline ? inlineObject(s) : 'object';
      if (s.additionalProperties && typeof s.additionalProperties === 'object') {
        const value = Object.keys(s.additionalProperties).length > 0 ? typeText(s.additionalProperties, inline) : 'any value';
        return `object of string keys to ${value}`;
      }
      return 'object';
    }
    case undefined:
      return 'any';
    default:
      return s.format ? `${s.type} (${s.format})` : s.type;
  }
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min} ${unit}` : `${min}-${max} ${unit}`;
  if (min !== undefined) return `at least ${min} ${unit}`;
  if (max !== undefined) return `at most ${max} ${unit}`;
  return undefined;
}

function bound(value: number | undefined): number | undefined {
  return value === undefined || Math.abs(value) >= SAFE_INTEGER ? undefined : value;
}

/** What a caller must respect beyond the type: lengths, ranges, items, pattern, default. */
export function constraintText(schema: JsonSchema): string {
  const { schema: s } = unwrapNullable(schema);
  const notes: string[] = [];
  const chars = range(s.minLength, s.maxLength, 'characters');
  if (chars) notes.push(chars);
  const min = bound(s.minimum);
  const max = bound(s.maximum);
  if (min !== undefined || max !== undefined) {
    const lower = min === undefined ? undefined : s.exclusiveMinimum === true ? `> ${min}` : `>= ${min}`;
    const upper = max === undefined ? undefined : s.exclusiveMaximum === true ? `< ${max}` : `<= ${max}`;
    notes.push([lower, upper].filter(Boolean).join(' and '));
  }
  if (typeof s.exclusiveMinimum === 'number') notes.push(`> ${s.exclusiveMinimum}`);
  if (typeof s.exclusiveMaximum === 'number') notes.push(`< ${s.exclusiveMaximum}`);
  const items = range(s.minItems, s.maxItems, 'items');
  if (items) notes.push(items);
  if (s.pattern) notes.push(`pattern ${code(s.pattern)}`);
  if (s.default !== undefined) notes.push(`default ${literal(s.default)}`);
  if (s.description) notes.push(s.description);
  return notes.join('; ');
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

/**
 * An object schema's fields, nested ones with a dotted path (`rows[].id`), down to `maxDepth`
 * levels; deeper objects are written inline in their parent's type.
 */
export function fieldRows(schema: JsonSchema, prefix = '', maxDepth = 4): FieldRow[] {
  const required = new Set(schema.required ?? []);
  const rows: FieldRow[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const { schema: inner } = unwrapNullable(prop);
    const nested = inner.properties
      ? { schema: inner, path: `${path}.` }
      : inner.type === 'array' && inner.items?.properties
        ? { schema: inner.items, path: `${path}[].` }
        : undefined;
    const spellOut = nested !== undefined && maxDepth <= 1;
    rows.push({ name: path, type: typeText(prop, spellOut), required: required.has(name), notes: constraintText(prop) });
    if (nested && !spellOut) rows.push(...fieldRows(nested.schema, nested.path, maxDepth - 1));
  }
  return rows;
}
