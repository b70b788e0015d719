// `tsx scripts/prisma.ts <args...>`: runs the real Prisma CLI from node_modules in the prisma/ folder,
// on the offline stand-in engine when the native one cannot be had (see ../src/prisma-cli.ts).
import { ensureDatabase } from '../src/migrate';
import { exitCode, prismaCliEnv, spawnPrismaCli } from '../src/prisma-cli';

/** The development database of prisma.config.ts, used when DATABASE_URL is unset. */
const DEV_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/voltline_dev';

const { env, offline } = await prismaCliEnv();
const runCli = (args: string[]) => exitCode(spawnPrismaCli(args, env, 'inherit'));

// `migrate dev` on a development database that is behind (new, or missing migrations) makes the
// offline engine fail once: the CLI then evaluates data loss through a shadow-database path the
// stand-in does not serve. Bringing the development database up to date first avoids that path.
if (offline && process.argv[2] === 'migrate' && process.argv[3] === 'dev') {
  await ensureDatabase(env.DATABASE_URL ?? DEV_DATABASE_URL);
  const deployed = await runCli(['migrate', 'deploy']);
  if (deployed !== 0) process.exit(deployed);
}

process.exit(await runCli(process.argv.slice(2)));
