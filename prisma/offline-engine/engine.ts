// Stand-in for Prisma's native `schema-engine` binary, for machines that cannot download it
// (see README.md). The Prisma CLI runs it in two ways:
//   schema-engine --datasource <json> cli <command>   one-shot: can-connect-to-database, create-database
//   schema-engine --datamodels <file>... --datasource <json>
//       a JSON-RPC 2.0 server, one request/response per line on stdin/stdout, until stdin closes.
// The RPC methods are answered by @prisma/schema-engine-wasm (Prisma's own engine compiled to
// WebAssembly), which reaches Postgres through @prisma/adapter-pg. Logs go to stderr as JSON lines,
// the format the CLI parses.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type Transaction,
} from '@prisma/driver-adapter-utils';
import type { DiffParams, SchemaEngine } from '@prisma/schema-engine-wasm';
import pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';

const argv = process.argv.slice(2);
const datasource = JSON.parse(argAfter('--datasource') ?? '{}') as { url?: string };
const url = datasource.url ?? '';

function argAfter(flag: string): string | undefined {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
}

function log(level: 'INFO' | 'ERROR', message: string, errorCode?: string): void {
  const fields = { message, ...(errorCode ? { error_code: errorCode } : {}) };
  process.stderr.write(JSON.stringify({ timestamp: new Date().toISOString(), level, fields, target: 'schema_engine::logger' }) + '\n');
}

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Runs `sql` (CREATE/DROP DATABASE) on the `postgres` database of the server in `url`. */
async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ ...parseIntoClientConfig(url), database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseName(connectionString: string): string {
  const name = parseIntoClientConfig(connectionString).database;
  if (!name) throw new Error('The database URL names no database');
  return name;
}

// --- Driver adapter -------------------------------------------------------------------------------

// adapter-pg rejects Postgres' internal `"char"` (oid 18) and `name` (oid 19) column types, which
// the engine's catalogue queries return; they are plain strings, so report them as text (oid 25).
// performIO is adapter-pg's private funnel for every query, hence the cast.
type PerformIO = (query: SqlQuery) => Promise<{ fields: { dataTypeID: number }[] }>;
function readCatalogTypesAsText<T extends object>(queryable: T): T {
  const target = queryable as unknown as { performIO: PerformIO };
  const performIO = target.performIO.bind(target);
  target.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) if (field.dataTypeID === 18 || field.dataTypeID === 19) field.dataTypeID = 25;
    return result;
  };
  return queryable;
}

/** adapter-pg's connection, readable by the engine; `database` overrides the one in `url`. */
async function connectAdapter(database?: string): Promise<SqlDriverAdapter> {
  const schema = new URL(url).searchParams.get('schema') ?? undefined;
  // Separate fields, not a connectionString: pg lets connectionString win over `database`.
  const config = database ? { ...parseIntoClientConfig(url), database } : { connectionString: url };
  const adapter = readCatalogTypesAsText(await new PrismaPg(config, { schema }).connect());
  // adapter-pg cuts a script at every ";" (even inside quotes or $$ bodies) and runs the pieces one
  // by one; like the native engine, send it whole: one simple query, which Postgres runs atomically.
  adapter.executeScript = async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (error) {
      (adapter as unknown as { onError(e: unknown): never }).onError(error); // throws it as a DriverAdapterError
    }
  };
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (level) => readCatalogTypesAsText<Transaction>(await startTransaction(level));
  return adapter;
}

/** Shadow databases still alive, each with the function that closes its pool and drops it. */
const shadowDatabases = new Map<string, () => Promise<void>>();

// A throwaway shadow database per engine operation (`migrate dev` replays the migrations there).
// adapter-pg's own connectToShadowDb would target the main database given a connection string, and
// drops the shadow database before closing its pool (which fails), so this factory does it itself.
const adapterFactory: SqlMigrationAwareDriverAdapterFactory = {
  provider: 'postgres',
  adapterName: '@prisma/adapter-pg',
  connect: () => connectAdapter(),
  async connectToShadowDb() {
    const name = `prisma_migrate_shadow_db_${randomUUID()}`;
    await onServer(`CREATE DATABASE ${quoteIdent(name)}`);
    const adapter = await connectAdapter(name);
    const dispose = adapter.dispose.bind(adapter);
    const drop = async (): Promise<void> => {
      shadowDatabases.delete(name);
      await dispose();
      await onServer(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
    };
    shadowDatabases.set(name, drop);
    adapter.dispose = drop;
    return adapter;
  },
};

async function dropShadowDatabases(): Promise<void> {
  await Promise.all([...shadowDatabases.values()].map((drop) => drop()));
}

// --- WebAssembly engine ---------------------------------------------------------------------------

type Glue = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');
// The part of the WebAssembly global used here (the repo's lib settings type no WebAssembly values).
type Wasm = {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, object>) => { exports: Record<string, unknown> };
};

async function loadWasm(): Promise<Glue> {
  // The package's entry imports the .wasm as an ES module, which Node 20 cannot do: instantiate the
  // module by hand and hand it to the wasm-bindgen glue, as that entry would.
  const { Module, Instance } = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;
  const gluePath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const module = new Module(readFileSync(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm')));
  const instance = new Instance(module, { './schema_engine_bg.js': glue });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  // Where the Rust side leaves a panic message before throwing.
  (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY = { set_message: (m: string) => log('ERROR', m) };
  return glue;
}

async function startEngine(): Promise<SchemaEngine> {
  const glue = await loadWasm();
  const datamodels: [string, string][] = [];
  argv.forEach((arg, i) => {
    const file = argv[i + 1];
    if (arg === '--datamodels' && file) datamodels.push([file, readFileSync(file, 'utf8')]);
  });
  // Some commands (`migrate diff`) start the engine without a schema; the wasm engine still needs
  // one to pick its connector, and only Postgres is wired up here.
  if (!datamodels.length) datamodels.push(['schema.prisma', 'datasource db {\n  provider = "postgresql"\n}\n']);
  // The engine's log lines are already JSON, newline-terminated, in the format the CLI expects.
  const onLog = (line: string): void => void process.stderr.write(line.endsWith('\n') ? line : line + '\n');
  return glue.SchemaEngine.new({ datamodels }, onLog, bindMigrationAwareSqlAdapterFactory(adapterFactory));
}

async function call(engine: SchemaEngine, method: string, params: unknown): Promise<unknown> {
  if (method === 'getDatabaseVersion') return engine.version();
  if (method === 'diff') {
    // The native engine hands the diff to the CLI as a `print` request, which the CLI writes to stdout.
    const { exitCode, stdout } = await engine.diff(params as DiffParams);
    if (stdout) send({ jsonrpc: '2.0', id: 0, method: 'print', params: { content: stdout.replace(/\n$/, '') } });
    return { exitCode };
  }
  if (method === 'createDatabase') {
    const target = params as { datasource?: { url?: string } };
    const name = databaseName(target.datasource?.url ?? url);
    await onServer(`CREATE DATABASE ${quoteIdent(name)}`);
    return { databaseName: name };
  }
  const fn = (engine as unknown as Record<string, unknown>)[method];
  if (method === 'constructor' || typeof fn !== 'function') throw new Error(`Method not supported offline: ${method}`);
  return (fn as (p: unknown) => Promise<unknown>).call(engine, params);
}

/** The JSON-RPC error the CLI understands: `data.message`, and `data.error_code` for known errors. */
function rpcError(error: unknown): object {
  // Engine errors carry Prisma's code (e.g. P3005) in `code`; a wasm trap is a panic.
  const e: Error & { code?: unknown } = error instanceof Error ? error : new Error(String(error));
  const code = typeof e.code === 'string' && /^P\d{4}$/.test(e.code) ? e.code : undefined;
  return {
    code: 4466,
    message: 'An error happened. Check the data field for details.',
    data: { is_panic: e.name === 'RuntimeError', message: e.message, ...(code ? { error_code: code } : {}) },
  };
}

const send = (message: object): void => void process.stdout.write(JSON.stringify(message) + '\n');

async function serveRpc(): Promise<void> {
  const engine = await startEngine();
  let queue = Promise.resolve();
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (!line.trim()) return;
    const request = JSON.parse(line) as { id: number; method?: string; params?: unknown };
    if (!request.method) return; // the CLI's acknowledgement of a `print`
    // One request at a time, in order, like the native engine.
    queue = queue.then(async () => {
      let reply: object;
      try {
        reply = { result: (await call(engine, request.method ?? '', request.params)) ?? {} };
      } catch (error) {
        reply = { error: rpcError(error) };
      }
      await dropShadowDatabases(); // before answering: the CLI kills this process once it is done
      send({ jsonrpc: '2.0', id: request.id, ...reply });
    });
  });
  await new Promise((resolve) => lines.once('close', resolve));
  await queue;
  await dropShadowDatabases();
}

// --- One-shot CLI commands ------------------------------------------------------------------------

async function runCli(command: string | undefined): Promise<void> {
  if (command === 'can-connect-to-database') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
  } else if (command === 'create-database') {
    await onServer(`CREATE DATABASE ${quoteIdent(databaseName(url))}`);
  } else {
    throw new Error(`Command not supported offline: ${command}`);
  }
}

/** Prisma's error code for a failed connection (the CLI creates the database on P1003). */
function connectionErrorCode(error: { code?: string }): string {
  if (error.code === '3D000') return 'P1003'; // database does not exist
  if (error.code === '28P01' || error.code === '28000') return 'P1000'; // authentication failed
  return 'P1001';
}

async function main(): Promise<void> {
  if (argv.includes('--version')) {
    process.stdout.write(`schema-engine-cli ${(await loadWasm()).version()} (offline wasm stand-in)\n`);
  } else if (argv.includes('cli')) {
    log('INFO', 'Starting schema engine CLI (offline wasm stand-in)'); // the CLI skips the first line
    try {
      await runCli(argv[argv.indexOf('cli') + 1]);
    } catch (error) {
      const e = error as Error & { code?: string };
      log('ERROR', e.message, connectionErrorCode(e));
      process.exitCode = 1;
    }
  } else {
    await serveRpc();
    process.exit(0); // the main pool's idle connections would otherwise keep the process alive
  }
}

await main();
