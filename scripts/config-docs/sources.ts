import type { z } from 'zod';
import { API_REQUIRED_IN_PRODUCTION, apiEnvSchema } from '@voltline/api/config';
import { WORKERS_REQUIRED_IN_PRODUCTION, workersEnvSchema } from '@voltline/workers/config';
import { storageEnv } from '@voltline/platform/storage';

/** A zod schema that parses one process's environment, and what it must have in production. */
export interface EnvSource {
  /** Who reads it, as the reference names it. */
  reader: string;
  /** Where the schema lives, for the reference's readers. */
  file: string;
  schema: z.ZodObject;
  requiredInProduction: readonly string[];
}

/**
 * Every configuration schema of the repository. A process that parses its environment with a new
 * schema adds it here; a key added to one of these schemas needs nothing more than its
 * `.describe()` and `npm run docs:config`.
 */
export const ENV_SOURCES: EnvSource[] = [
  { reader: 'api', file: 'api/src/config.ts', schema: apiEnvSchema, requiredInProduction: API_REQUIRED_IN_PRODUCTION },
  { reader: 'workers', file: 'workers/src/config.ts', schema: workersEnvSchema, requiredInProduction: WORKERS_REQUIRED_IN_PRODUCTION },
];

/**
 * Keys spread into several schemas from one shape get a section of their own, written once from
 * that shape instead of once per reader.
 */
export const SHARED_SHAPES: { title: string; file: string; intro: string; schema: z.ZodObject }[] = [
  {
    title: 'Contact photo storage (api and workers)',
    file: 'platform/src/storage/index.ts',
    intro: "The api stores contact photos, the workers read them to attach them to the care team's copy: both build the same store from these keys.",
    schema: storageEnv,
  },
];
