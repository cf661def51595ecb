import { describe, expect, it } from 'vitest';
import { twoLaneQueue } from './twoLaneQueue.ts';

/** A job that logs its start and ends when `finish(name)` is called. */
function jobs() {
  const log: string[] = [];
  const finishers = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<void>((resolve) => {
      log.push(name);
      finishers.set(name, resolve);
    });
  const finish = async (name: string) => {
    finishers.get(name)!();
    // Let the queue start what comes next.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { log, job, finish };
}

describe('twoLaneQueue', () => {
  it('runs one job at a time, urgent ones before the spare ones still waiting, each lane in order', async () => {
    const { log, job, finish } = jobs();
    const queue = twoLaneQueue();
    queue.spare(job('warm-1'));
    queue.spare(job('warm-2'));
    queue.spare(job('warm-3'));
    expect(log).toEqual(['warm-1']);
    queue.urgent(job('request-1'));
    queue.urgent(job('request-2'));
    // The running job is never interrupted.
    expect(log).toEqual(['warm-1']);
    await finish('warm-1');
    expect(log).toEqual(['warm-1', 'request-1']);
    await finish('request-1');
    expect(log).toEqual(['warm-1', 'request-1', 'request-2']);
    await finish('request-2');
    expect(log).toEqual(['warm-1', 'request-1', 'request-2', 'warm-2']);
    queue.urgent(job('request-3'));
    await finish('warm-2');
    await finish('request-3');
    await finish('warm-3');
    expect(log).toEqual(['warm-1', 'request-1', 'request-2', 'warm-2', 'request-3', 'warm-3']);
  });

  it('goes on after a job that fails', async () => {
    const queue = twoLaneQueue();
    const ran: string[] = [];
    queue.urgent(async () => {
      ran.push('fails');
      throw new Error('no');
    });
    await new Promise<void>((resolve) => queue.urgent(async () => (ran.push('next'), resolve())));
    expect(ran).toEqual(['fails', 'next']);
  });
});
