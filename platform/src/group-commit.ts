/**
 * Group commit: items from many concurrent callers are written together, one write per batch.
 * A batch is flushed as soon as no write is in flight (so a lone item is not delayed); while a
 * write is in flight, items gather and go in the next write. A timer only bounds that wait: when
 * a write is slow, a further one may start, up to `maxConcurrent`. A fixed flush timer would
 * instead add its full delay to every caller and cap throughput.
 *
 * Used twice on the statistics path: the api writes many events as one BullMQ job (no linger: a
 * visitor's request waits for it), and the workers fold many jobs into one Postgres statement
 * (with a linger: nobody waits for a statistic, and each statement has a fixed cost).
 */
export interface GroupCommitOptions {
  maxBatch: number;
  maxWaitMs: number;
  maxConcurrent: number;
  /**
   * When set, a batch smaller than maxBatch waits this long for more items even when no write is
   * in flight. Only for writes nobody is waiting on: it adds its delay to every item.
   */
  lingerMs?: number;
}

/** Writes a batch; a writer with something to say per item returns it, in the items' order. */
export type BatchWriter<T, R> = (items: T[]) => Promise<R extends void ? void : R[]>;

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class GroupCommitter<T, R = void> {
  private buffer: Pending<T, R>[] = [];
  private inFlight = 0;
  private flushScheduled = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: BatchWriter<T, R>,
    private readonly options: GroupCommitOptions = { maxBatch: 2_000, maxWaitMs: 5, maxConcurrent: 4 },
  ) {}

  /** Resolves with the item's result once its batch is written; rejects if that write failed. */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.buffer.push({ item, resolve, reject });
      if (this.buffer.length >= this.options.maxBatch) this.scheduleFlush();
      else if (this.options.lingerMs) this.armTimer(this.options.lingerMs);
      else if (this.inFlight === 0) this.scheduleFlush();
      else this.armTimer(this.options.maxWaitMs);
    });
  }

  /** Writes whatever is buffered and waits for every write in flight (used at shutdown). */
  async drain(): Promise<void> {
    while (this.buffer.length > 0 || this.inFlight > 0) {
      if (this.buffer.length > 0 && this.inFlight < this.options.maxConcurrent) void this.flush();
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // setImmediate lets every caller already running in this turn of the event loop join the batch.
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush();
    });
  }

  private armTimer(ms: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.buffer.length > 0) void this.flush();
    }, ms);
  }

  private async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    if (this.inFlight >= this.options.maxConcurrent) {
      this.armTimer(this.options.maxWaitMs);
      return;
    }
    const batch = this.buffer.splice(0, this.options.maxBatch);
    this.inFlight++;
    try {
      const results = await this.write(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve((results as R[] | undefined)?.[i] as R));
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      this.inFlight--;
      if (this.buffer.length >= this.options.maxBatch || (this.buffer.length > 0 && !this.options.lingerMs)) this.scheduleFlush();
      else if (this.buffer.length > 0) this.armTimer(this.options.lingerMs!);
    }
  }
}
