import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8 settings for `docs build`, set before its stages run (they apply to every thread of the
 * process, the worker pools' included).
 *
 * A build runs its hot code (the Markdown parser, the tree passes, the highlighter's glue, React's
 * renderer) in several isolates at once, each new: the compile pool's workers, the highlight
 * thread, the render workers, the main thread. Each optimizes the same functions for itself, on
 * V8's background threads, which on two cores compete with the workers. Without inlining that
 * work is cheaper: on the bench corpus (250 docs, interleaved runs) the compile stage took 9%
 * less time and 13% less CPU, the whole build 6% less; at 1,000 docs 5–6% less; at 10,000 docs
 * no slower (109 against 114 s), where the steady state counts most. A long-lived `docs dev`
 * keeps V8's defaults: there a warm renderer matters more than a cold one.
 */
export function tuneV8ForBuild(): void {
  v8.setFlagsFromString('--no-turbo-inlining');
}

let gc: (() => void) | undefined;

/**
 * A full garbage collection of this thread's heap, now. V8 collects its old generation when that
 * has grown enough, not when a stage lets go of what it made; a build calls this where the memory
 * held next matters more than the few milliseconds. (V8's `gc()` is given to contexts made once
 * `--expose-gc` is set, as the one made here.)
 */
export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
