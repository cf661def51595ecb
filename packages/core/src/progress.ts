/** Reports the build's stages: a live line on a terminal, plain lines in CI and pipes. */
export interface Progress {
  stage(name: string): void;
  count(done: number, total: number): void;
  done(): void;
}

export function createProgress(stream: NodeJS.WriteStream, options: { quiet?: boolean } = {}): Progress {
  if (options.quiet) return { stage() {}, count() {}, done() {} };
  const live = stream.isTTY === true && !process.env.CI;
  let current = '';
  let started = performance.now();
  let lastDraw = 0;
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  if (!live) {
    return {
      stage(name) {
        if (current) stream.write(`[docs] ${current} done in ${elapsed()}\n`);
        current = name;
        started = performance.now();
      },
      count() {},
      done() {
        if (current) stream.write(`[docs] ${current} done in ${elapsed()}\n`);
        current = '';
      },
    };
  }
  return {
    stage(name) {
      if (current) stream.write(`\r\x1b[2K✔ ${current} (${elapsed()})\n`);
      current = name;
      started = performance.now();
      stream.write(`\r\x1b[2K… ${name}`);
    },
    count(done, total) {
      const now = performance.now();
      if (now - lastDraw < 50 && done < total) return;
      lastDraw = now;
      stream.write(`\r\x1b[2K… ${current} ${done}/${total}`);
    },
    done() {
      if (current) stream.write(`\r\x1b[2K✔ ${current} (${elapsed()})\n`);
      current = '';
    },
  };
}
