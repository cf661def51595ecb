/** `DOCS_DEBUG=perf`: how long each step of a dev update took, on stderr. */
export function perf(label: string, since: number): void {
  if (process.env.DOCS_DEBUG?.includes('perf')) process.stderr.write(`[perf] dev ${label}: ${Math.round(performance.now() - since)} ms\n`);
}
