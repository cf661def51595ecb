import type { ChangeBatch } from './watchChanges.ts';

/**
 * Runs one update at a time. Batches that arrive while one runs are merged into the next: a
 * burst of saves (or a save in several writes) costs one more update, not one per batch, so a
 * slow machine never falls behind the editor.
 */
export class UpdateQueue {
  private waiting: ChangeBatch[] = [];
  private running = false;
  private draining: Promise<void> = Promise.resolve();
  /** Updates started so far; the number of the one under way. */
  started = 0;

  constructor(
    private readonly run: (batch: ChangeBatch, seq: number) => Promise<void>,
    private readonly onIdle: () => void,
  ) {}

  get idle(): boolean {
    return !this.running && this.waiting.length === 0;
  }

  push(batch: ChangeBatch): void {
    this.waiting.push(batch);
    if (!this.running) this.draining = this.drain();
  }

  /** Resolves once every batch pushed so far has been applied. */
  drained(): Promise<void> {
    return this.draining;
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.waiting.length) {
      const batches = this.waiting.splice(0);
      await this.run(mergeBatches(batches), ++this.started).catch(() => undefined);
    }
    this.running = false;
    this.onIdle();
  }
}

/** One batch for several: every file once, settled when all of them are. */
export function mergeBatches(batches: ChangeBatch[]): ChangeBatch {
  if (batches.length === 1) return batches[0]!;
  return {
    files: [...new Set(batches.flatMap((b) => b.files))],
    settled: async () => (await Promise.all(batches.map((b) => b.settled()))).every(Boolean),
  };
}
