/**
 * Group commit: calls made while a batch is running wait and go together in the next one, so many
 * concurrent requests cost one statement. Each caller is answered once its batch has finished (after
 * the database committed it), never earlier. An idle batcher starts at once: no added delay.
 */
export interface Batcher<I, O> {
  (item: I): Promise<O>;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

/** `run` answers its items in order (one result per item); its throw rejects the whole batch. */
export function createBatcher<I, O>(run: (items: I[]) => Promise<O[]>, options: { maxSize?: number } = {}): Batcher<I, O> {
  const maxSize = options.maxSize ?? 100;
  let queue: Pending<I, O>[] = [];
  let running = false;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxSize);
      queue = queue.slice(batch.length);
      try {
        const results = await run(batch.map((p) => p.item));
        batch.forEach((p, i) => (i < results.length ? p.resolve(results[i] as O) : p.reject(new Error('batch returned too few results'))));
      } catch (error) {
        for (const p of batch) p.reject(error);
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (running) return;
      running = true;
      // Requests that arrived in the same turn of the event loop join this first batch.
      setImmediate(() => void drain());
    });
}
