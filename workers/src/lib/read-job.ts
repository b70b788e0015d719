import { UnrecoverableError, type Job } from 'bullmq';
import { isJobName, type JobPayloads, type QueueDefinition } from '@voltline/contracts/jobs';

/**
 * The job's name, when its queue defines it. Jobs come from Redis, written by any version of the
 * api: a name the queue does not define can never succeed, so it throws UnrecoverableError (the
 * job fails at once, never retried).
 */
export function jobName<P extends JobPayloads>(queue: QueueDefinition<string, P>, job: Job): keyof P & string {
  if (!isJobName(queue, job.name)) throw new UnrecoverableError(`unknown ${queue.name} job ${job.name}`);
  return job.name;
}

/** The job's payload, read with the schema of its name; one that fails it can never succeed either. */
export function jobPayload<P extends JobPayloads, N extends keyof P & string>(queue: QueueDefinition<string, P>, name: N, job: Job): P[N] {
  const parsed = queue.jobs[name].safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid payload for ${name}: ${parsed.error.message}`);
  return parsed.data;
}

/** A processor that gives each job of the queue to the handler of its name, with its payload typed and checked. */
export function jobProcessor<P extends JobPayloads, R>(
  queue: QueueDefinition<string, P>,
  handlers: { [N in keyof P & string]: (payload: P[N]) => Promise<R> },
) {
  function run<N extends keyof P & string>(name: N, job: Job): Promise<R> {
    return handlers[name](jobPayload(queue, name, job));
  }
  return (job: Job): Promise<R> => run(jobName(queue, job), job);
}
