import { portAnswers } from '../../scripts/services';

/**
 * Finds the Postgres server and Redis the tests run against: DATABASE_URL / REDIS_URL when set,
 * else the local default ports, else containers (testcontainers) when Docker is there.
 */
export interface TestServices {
  /** A URL to the server's maintenance database; each run creates its own database beside it. */
  postgresServerUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function resolveServices(env = process.env): Promise<TestServices> {
  const stops: (() => Promise<unknown>)[] = [];
  let postgresServerUrl = env.DATABASE_URL ? withDatabase(env.DATABASE_URL, 'postgres') : undefined;
  let redisUrl = env.REDIS_URL;

  if (!postgresServerUrl && (await portAnswers('127.0.0.1', 5432, 1_000))) postgresServerUrl = 'postgresql://postgres@127.0.0.1:5432/postgres';
  if (!redisUrl && (await portAnswers('127.0.0.1', 6379, 1_000))) redisUrl = 'redis://127.0.0.1:6379';

  if (!postgresServerUrl || !redisUrl) {
    // Only now load testcontainers: most runs (CI here) never need Docker.
    const { GenericContainer, Wait } = await import('testcontainers');
    if (!postgresServerUrl) {
      const pg = await new GenericContainer('postgres:17-alpine')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start();
      stops.push(() => pg.stop());
      postgresServerUrl = `postgresql://postgres@${pg.getHost()}:${pg.getMappedPort(5432)}/postgres`;
    }
    if (!redisUrl) {
      const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
      stops.push(() => redis.stop());
      redisUrl = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
    }
  }
  return {
    postgresServerUrl,
    redisUrl,
    async stop() {
      await Promise.all(stops.map((s) => s()));
    },
  };
}
