/**
 * Jobs run one at a time: those of the urgent lane in the order they came, then, while none waits,
 * those of the spare lane (work done ahead of need, which must never hold up a request).
 */
export interface TwoLaneQueue {
  urgent(job: () => Promise<void>): void;
  spare(job: () => Promise<void>): void;
}

export function twoLaneQueue(): TwoLaneQueue {
  const urgent: (() => Promise<void>)[] = [];
  const spare: (() => Promise<void>)[] = [];
  let running = false;
  const runNext = (): void => {
    if (running) return;
    const job = urgent.shift() ?? spare.shift();
    if (!job) return;
    running = true;
    // A job that throws is its own caller's concern: the queue goes on.
    void job()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        runNext();
      });
  };
  return {
    urgent(job) {
      urgent.push(job);
      runNext();
    },
    spare(job) {
      spare.push(job);
      runNext();
    },
  };
}
