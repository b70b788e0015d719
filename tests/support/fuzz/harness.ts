import fc from 'fast-check';
import { readdir } from 'node:fs/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Stack } from '../stack';
import { validRequest, type Endpoint, type Expected, type FuzzRequest } from './cases';

/**
 * Runs fuzz cases against the api and checks what every case must hold:
 * - never an HTTP 5xx;
 * - every /api answer that refuses (HTTP 4xx or state 0), and every /api/front answer, is the
 *   envelope (state, status, message);
 * - a refusal stores nothing and queues nothing (row counts of the tables the endpoints write,
 *   the jobs of every queue, the files of the upload folder: all unchanged);
 * - a case whose input class has a documented answer gets exactly that answer: a valid request
 *   the endpoint's own (`answersValid`: a success, or the refusal its made-up token or email
 *   must get), a body over a limit its refusal (`expectedFor`). An endpoint that refused
 *   everything would fail here.
 *
 * `FUZZ_RUNS` sets the cases per endpoint (200 by default: every run draws a new seed, so CI runs
 * add up to a longer hunt; 500 took five minutes of each CI run); `FUZZ_SEED` replays a run. With
 * `FUZZ_SURVEY=1` every case runs and the failures are counted by endpoint and input class
 * instead of stopping (and shrinking) at the first.
 */
export const FUZZ_RUNS = fuzzRuns(process.env.FUZZ_RUNS);

/** A run of no cases would pass every fuzz test while checking nothing: 0, or no number, fails. */
function fuzzRuns(text: string | undefined): number {
  const runs = Number(text ?? 200);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a whole number of at least 1, not ${JSON.stringify(text)}: a fuzz run of no cases proves nothing`);
  return runs;
}
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const SURVEY = process.env.FUZZ_SURVEY === '1';

/**
 * Time a test may take for `FUZZ_RUNS` cases. Sign-in hashes (argon2) and the blind answers of
 * forget_password take 300 ms by design; on two busy cores a case of those took up to ~250 ms.
 */
export const fuzzTimeout = (perCaseMs = 400) => 60_000 + FUZZ_RUNS * perCaseMs;

/** Tables the api writes (submissions, accounts, sessions, the outbox). */
const WRITTEN_TABLES = [
  'customer',
  'session',
  'customer_token',
  'subscriber',
  'outbox_event',
  'warranty_registration',
  'device',
  'claim_event',
  'contact_request',
  'beta_tester',
  'review_coupon',
] as const;
const QUEUES = ['mail', 'statistics', 'outbox', 'orders'] as const;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface StoredState {
  rows: Record<string, number>;
  jobs: Record<string, number>;
  files: number;
}

export interface FuzzContext {
  send(request: FuzzRequest): Promise<Answer>;
  stored(): Promise<StoredState>;
  close(): Promise<void>;
}

let lastAddress = 0;
/** A fresh client address per case, so the per-IP limits do not answer in place of the route. */
const nextAddress = () => {
  lastAddress++;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

/** Sends cases with `app.inject` (no socket: fast, and any bytes can be the body). */
export async function fuzzContext(stack: Stack, headers: Record<string, string> = {}): Promise<FuzzContext> {
  const app: FastifyInstance = stack.app;
  const redis = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: null });
  const queues = QUEUES.map((name) => new Queue(name, { connection: redis, prefix: app.config.QUEUE_PREFIX }));
  const countQuery = `SELECT ${WRITTEN_TABLES.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(', ')}`;
  return {
    async send(request) {
      const options: InjectOptions = {
        method: request.method,
        url: request.url,
        headers: { ...headers, ...request.headers },
        remoteAddress: nextAddress(),
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      };
      const res = await app.inject(options);
      return { status: res.statusCode, headers: res.headers, body: res.body };
    },
    async stored() {
      const [[rows], counts, files] = await Promise.all([
        stack.db.$queryRawUnsafe<Record<string, number>[]>(countQuery),
        Promise.all(queues.map(async (queue) => [queue.name, Object.values(await queue.getJobCounts()).reduce((a, b) => a + b, 0)] as const)),
        readdir(stack.uploadDir, { recursive: true }).catch(() => []),
      ]);
      return { rows: rows ?? {}, jobs: Object.fromEntries(counts), files: files.length };
    },
    async close() {
      await Promise.all(queues.map((q) => q.close()));
      redis.disconnect();
    },
  };
}

interface Envelope {
  state: unknown;
  status: unknown;
  message: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  (value as Envelope).state !== undefined &&
  [0, 1].includes((value as Envelope).state as number) &&
  Number.isInteger((value as Envelope).status) &&
  typeof (value as Envelope).message === 'string' &&
  ((value as Envelope).message as string).length > 0;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The documented answer of a case's input class on an endpoint, or undefined where the class
 * covers inputs answered differently (a hostile value may be refused, or stored as text).
 * Limits: docs/product.md §9 ("request body"), statuses §8, HTTP statuses docs/architecture.md
 * ("413 -> 622").
 */
export function expectedFor(endpoint: Endpoint, label: string): Expected | undefined {
  const [encoding, kind] = label.split(':');
  if (kind === 'valid' && (encoding === 'form' || encoding === 'json' || encoding === 'query' || (encoding === 'multipart' && endpoint.multipart)))
    return endpoint.answersValid;
  // A form or JSON body over 1 MB.
  if (label === 'body-over-limit') return { http: 413, state: 0, status: 622 };
  if (endpoint.multipart) {
    // More than 40 fields (41 parts).
    if (label === 'multipart-too-many-parts') return { http: 413, state: 0, status: 614 };
  }
  return undefined;
}

/** What differs between an answer and its documented one (undefined when they agree). */
export function unmetExpectation(expected: Expected, answer: Answer): string | undefined {
  const body = parseJson(answer.body) as Partial<Envelope> | undefined;
  const seen = { http: answer.status, state: body?.state, status: body?.status };
  const agrees =
    seen.http === expected.http &&
    (expected.state === undefined || seen.state === expected.state) &&
    (expected.status === undefined || seen.status === expected.status);
  return agrees ? undefined : `expected ${JSON.stringify(expected)}, answered ${JSON.stringify(seen)}: ${answer.body.slice(0, 200)}`;
}

/** What is wrong with an answer (undefined when nothing is). */
export function answerProblem(
  request: FuzzRequest,
  answer: Answer,
  before: StoredState | undefined,
  after: StoredState | undefined,
  expected?: Expected,
): string | undefined {
  if (answer.status >= 500) return `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (expected) {
    const unmet = unmetExpectation(expected, answer);
    if (unmet) return `not the documented answer of ${request.label}: ${unmet}`;
  }
  const path = request.url.split('?')[0] ?? '';
  const body = parseJson(answer.body);
  const refused = answer.status >= 400 || (isEnvelope(body) && body.state === 0);
  // A HEAD answer has no body to be an envelope.
  if (request.method !== 'HEAD' && (path.startsWith('/api/front/') || (path.startsWith('/api/') && refused)) && answer.status !== 303 && !isEnvelope(body)) {
    return `not an envelope (HTTP ${answer.status}): ${answer.body.slice(0, 200)}`;
  }
  if (refused && before && after) {
    const changed = [
      ...Object.keys(before.rows)
        .filter((t) => before.rows[t] !== after.rows[t])
        .map((t) => `${t} rows ${before.rows[t]} -> ${after.rows[t]}`),
      ...Object.keys(before.jobs)
        .filter((q) => before.jobs[q] !== after.jobs[q])
        .map((q) => `${q} jobs ${before.jobs[q]} -> ${after.jobs[q]}`),
      ...(before.files !== after.files ? [`upload files ${before.files} -> ${after.files}`] : []),
    ];
    if (changed.length > 0) return `refused (HTTP ${answer.status}, ${answer.body.slice(0, 120)}) but stored: ${changed.join(', ')}`;
  }
  return undefined;
}

/** A case as a short, printable line (bodies cut; a 1 MB string is not worth printing). */
export function describeCase(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : typeof request.payload === 'string' ? request.payload : request.payload.toString('latin1');
  return `[${request.label}] ${request.method} ${request.url.slice(0, 200)} ${request.headers['content-type'] ?? ''} ${JSON.stringify(payload.slice(0, 300))}${payload.length > 300 ? `... (${payload.length} chars)` : ''}`;
}

/** Failures of a survey run: endpoint -> input class -> count, with one example each. */
export const survey = new Map<string, Map<string, { count: number; example: string }>>();

export interface FuzzOptions {
  /** Compare the stored state before and after each refused case (for endpoints that write). */
  checkStored?: boolean;
  runs?: number;
  /**
   * The endpoint the cases are made from: its valid request is sent once first and must get its
   * documented answer, and so must every case of a class `expectedFor` knows.
   */
  endpoint?: Endpoint;
}

/**
 * Runs `FUZZ_RUNS` cases of one endpoint and returns how many ran. Fails (with fast-check's
 * shrunk counterexample and seed) at the first case that breaks a property, or, in survey mode,
 * after all of them with the failures counted by input class.
 */
export async function fuzzEndpoint(name: string, context: FuzzContext, cases: fc.Arbitrary<FuzzRequest>, options: FuzzOptions = {}): Promise<number> {
  let ran = 0;
  const failures = new Map<string, { count: number; example: string }>();
  const { endpoint } = options;
  if (endpoint) {
    // Whatever the random cases hold, the plain valid request is checked every run.
    const valid = validRequest(endpoint);
    const unmet = unmetExpectation(endpoint.answersValid, await context.send(valid));
    if (unmet) throw new Error(`${name}: the valid request did not get its documented answer: ${unmet}\n  case: ${describeCase(valid)}`);
  }
  // Cases run one after another, so the state after a case is the state before the next one.
  let before = options.checkStored ? await context.stored() : undefined;
  const property = fc.asyncProperty(cases, async (request) => {
    ran++;
    const answer = await context.send(request);
    const after = options.checkStored ? await context.stored() : undefined;
    const problem = answerProblem(request, answer, before, after, endpoint && expectedFor(endpoint, request.label));
    before = after;
    if (!problem) return;
    if (!SURVEY) throw new Error(`${problem}\n  case: ${describeCase(request)}`);
    const kind = problem.startsWith('HTTP 5')
      ? '5xx'
      : problem.startsWith('not an envelope')
        ? 'not-envelope'
        : problem.startsWith('not the documented')
          ? 'unexpected-answer'
          : 'stored-when-refused';
    const label = `${kind}\t${request.label}`;
    const entry = failures.get(label) ?? { count: 0, example: `${problem}\n    case: ${describeCase(request)}` };
    entry.count++;
    failures.set(label, entry);
  });
  await fc.assert(property, { numRuns: options.runs ?? FUZZ_RUNS, seed: SEED, endOnFailure: !SURVEY, verbose: 1 });
  if (failures.size > 0) {
    survey.set(name, failures);
    const lines = [...failures].map(([label, { count, example }]) => `  ${count} x ${label}: ${example}`);
    throw new Error(`${name}: ${[...failures.values()].reduce((n, f) => n + f.count, 0)} of ${ran} cases failed\n${lines.join('\n')}`);
  }
  return ran;
}

/** The survey of a file, one line per endpoint and input class (printed after the file's tests). */
export function surveyReport(): string {
  const lines: string[] = [];
  for (const [endpoint, byLabel] of survey) {
    for (const [label, { count }] of byLabel) lines.push(`${endpoint}\t${label}\t${count}`);
  }
  return lines.length > 0 ? `fuzz failures (endpoint, problem, input class, count):\n${lines.join('\n')}` : 'fuzz: no failures';
}
