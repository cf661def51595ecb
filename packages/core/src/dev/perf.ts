/**
 * `DOCS_DEBUG=perf`: how long each step of a dev update took, on stderr, and when it ended since
 * the process started (steps run side by side: the ends show which one the others waited for).
 */
export function perf(label: string, since: number): void {
  if (process.env.DOCS_DEBUG?.includes('perf')) process.stderr.write(`[perf] dev ${label}: ${Math.round(performance.now() - since)} ms (at ${Math.round(performance.now())} ms)\n`);
}
