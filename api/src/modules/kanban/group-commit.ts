/**
 * Group commit: events from many concurrent requests are written together, one write per batch.
 * A batch is flushed as soon as no write is in flight (so a lone event is not delayed); while a
 * write is in flight, events gather and go in the next write. A timer only bounds that wait:
 * when a write is slow, a further one may start, up to `maxConcurrent`. A fixed flush timer would
 * instead add its full delay to every request and cap throughput.
 */
export interface GroupCommitOptions {
  maxBatch: number;
  maxWaitMs: number;
  maxConcurrent: number;
}

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommitter<T> {
  private buffer: Pending<T>[] = [];
  private inFlight = 0;
  private flushScheduled = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly options: GroupCommitOptions = { maxBatch: 2_000, maxWaitMs: 5, maxConcurrent: 4 },
  ) {}

  /** Resolves once the item's batch is written; rejects if that write failed. */
  submit(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.buffer.push({ item, resolve, reject });
      if (this.inFlight === 0 || this.buffer.length >= this.options.maxBatch) this.scheduleFlush();
      else this.armTimer();
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
    // setImmediate lets every request already parsed in this turn of the event loop join the batch.
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush();
    });
  }

  private armTimer(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.buffer.length > 0) void this.flush();
    }, this.options.maxWaitMs);
  }

  private async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    if (this.inFlight >= this.options.maxConcurrent) {
      this.armTimer();
      return;
    }
    const batch = this.buffer.splice(0, this.options.maxBatch);
    this.inFlight++;
    try {
      await this.write(batch.map((p) => p.item));
      for (const p of batch) p.resolve();
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      this.inFlight--;
      if (this.buffer.length > 0) this.scheduleFlush();
    }
  }
}
