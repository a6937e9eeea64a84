/**
 * Gathers the calls made in one turn of the event loop (e.g. the deliveries a worker runs
 * at once, or the answers that arrived together) and runs them as one batch: one SQL
 * statement instead of one per call. Each caller still gets its own result or error, and
 * nothing waits longer than the current turn. When a batch fails, its calls are run one by
 * one, so that one bad call (e.g. a delivery deleted meanwhile) fails alone, as it would have.
 */
export function coalesce<I, O>(run: (items: I[]) => Promise<O[]>, maxBatch = 100) {
  let queue: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    for (let i = 0; i < batch.length; i += maxBatch) {
      const part = batch.slice(i, i + maxBatch);
      run(part.map((p) => p.item)).then(
        (out) => {
          for (const [j, p] of part.entries()) p.resolve(out[j] as O);
        },
        (err) => {
          if (part.length === 1) return part[0]!.reject(err);
          for (const p of part)
            run([p.item]).then(
              (out) => p.resolve(out[0] as O),
              (e) => p.reject(e),
            );
        },
      );
    }
  };
  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ item, resolve, reject });
    });
}
