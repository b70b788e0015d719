import type { Redis } from 'ioredis';

/**
 * A deadline on every command of the api's Redis connection, and what happens when one passes.
 *
 * A frozen Redis (stopped, swapped out, stuck on a slow disk) keeps the TCP connection open and
 * never answers, so without help every command waits for the full deadline, one after another
 * within a request. The first command that passes its deadline drops the connection instead:
 * while the server stays frozen, ioredis keeps reconnecting and every command fails at once (no
 * offline queue), so rate limits use their in-memory insurance, hand-overs go to the outbox and
 * statistics answer 626 without waiting; once the server answers, the connection is ready again.
 *
 * Why not ioredis's own `commandTimeout`: its timer fires in the event loop's timer phase, before
 * the loop reads the socket. When this process itself was held up longer than the deadline (a
 * busy machine, a long garbage collection), the answer is usually already waiting in the socket,
 * but the timer fired first: the command failed and the healthy connection was dropped, refusing
 * every statistics event until it reconnected (seen under `stress-ng --cpu 2`). Here a passed
 * deadline is checked once more after the loop has read the socket (`setImmediate` runs after the
 * poll phase); only a command still unanswered then counts as a stall.
 */
export function commandDeadline(redis: Redis, ms: number): void {
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command, stream) => {
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (command.isResolved) return;
          command.reject(new Error('Command timed out'));
          if (redis.status === 'ready') redis.disconnect(true);
        }),
      ms,
    );
    const settled = () => clearTimeout(timer);
    command.promise.then(settled, settled);
    return send(command, stream);
  }) as Redis['sendCommand'];
}
