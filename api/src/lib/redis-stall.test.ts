import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { commandDeadline } from './redis-stall';

/**
 * A TCP server speaking just enough RESP, in a process of its own so that it answers while this
 * process is held up: `+OK` to the client's greeting (CLIENT SETINFO), then `+PONG` to every
 * command, or nothing at all (frozen).
 */
const FAKE_REDIS = `
const answers = process.argv[1] === 'answers';
const server = require('node:net').createServer((socket) => socket.on('data', (data) => {
  for (const command of data.toString().split('*').slice(1)) {
    const name = command.split('\\r\\n')[2].toLowerCase();
    if (name === 'client') socket.write('+OK\\r\\n');
    else if (answers) socket.write('+PONG\\r\\n');
  }
}));
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

async function fakeRedis(answers: boolean): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['-e', FAKE_REDIS, answers ? 'answers' : 'frozen'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
    child.once('exit', () => reject(new Error('fake Redis exited')));
  });
  return { child, port };
}

const opened: { redis: Redis; child: ChildProcess }[] = [];
async function connect(answers: boolean, deadlineMs: number) {
  const { child, port } = await fakeRedis(answers);
  const redis = new Redis({ host: '127.0.0.1', port, enableReadyCheck: false, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  redis.on('error', () => undefined);
  opened.push({ redis, child });
  await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  commandDeadline(redis, deadlineMs);
  return redis;
}

afterEach(async () => {
  for (const { redis, child } of opened.splice(0)) {
    redis.disconnect();
    child.kill();
  }
});

describe('command deadline', () => {
  it('keeps an answered command and the connection when this process, not Redis, was held up past the deadline', async () => {
    const redis = await connect(true, 100);
    const answer = redis.ping();
    // Block the event loop well past the deadline: the answer arrives meanwhile and waits in the socket.
    const until = Date.now() + 400;
    while (Date.now() < until) {
      /* busy: a stalled process */
    }
    await expect(answer).resolves.toBe('PONG');
    expect(redis.status).toBe('ready');
    await expect(redis.ping()).resolves.toBe('PONG');
  });

  it('fails a command Redis never answers, and drops the connection (ioredis reconnects; the ready check holds commands off)', async () => {
    const redis = await connect(false, 100);
    const dropped = new Promise<void>((resolve) => redis.once('close', () => resolve()));
    await expect(redis.ping()).rejects.toThrow('Command timed out');
    await dropped;
  });
});
