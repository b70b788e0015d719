import type { Redis } from 'ioredis';

/**
 * A frozen Redis (stopped, swapped out, stuck on a slow disk) keeps the TCP connection open and
 * never answers, so without help every command waits for the full command timeout, one after
 * another within a request. The first command that times out drops the connection instead: while
 * the server stays frozen, ioredis keeps reconnecting and every command fails at once (no offline
 * queue), so rate limits use their in-memory insurance and hand-overs go to the outbox without
 * waiting; once the server answers, the connection is ready again.
 */
export function reconnectOnStall(redis: Redis): void {
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command, stream) => {
    const sent = send(command, stream);
    command.promise.catch((error: unknown) => {
      if (error instanceof Error && error.message === 'Command timed out' && redis.status === 'ready') redis.disconnect(true);
    });
    return sent;
  }) as Redis['sendCommand'];
}
