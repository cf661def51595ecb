import { describe, expect, it } from 'vitest';
import { compilePoolSize, DOCUMENTS_PER_WORKER } from './compilePoolSize.ts';

describe('compilePoolSize', () => {
  it('starts no worker when nothing is to compile', () => {
    expect(compilePoolSize(0, 8)).toBe(0);
  });

  it('gives a few documents one worker, however many cores there are', () => {
    expect(compilePoolSize(1, 8)).toBe(1);
    expect(compilePoolSize(DOCUMENTS_PER_WORKER * 2 - 1, 8)).toBe(1);
  });

  it('adds a worker for each further share of documents a worker earns its start with', () => {
    expect(compilePoolSize(DOCUMENTS_PER_WORKER * 2, 8)).toBe(2);
    expect(compilePoolSize(DOCUMENTS_PER_WORKER * 3 + 5, 8)).toBe(3);
  });

  it('never starts more workers than the limit (cores, or DOCS_WORKERS)', () => {
    expect(compilePoolSize(DOCUMENTS_PER_WORKER * 100, 2)).toBe(2);
    expect(compilePoolSize(DOCUMENTS_PER_WORKER * 100, 1)).toBe(1);
  });
});
