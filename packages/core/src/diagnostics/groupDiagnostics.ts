import type { Diagnostic } from './diagnostic.ts';

/** Diagnostics that say the same thing (severity, code, message, hint) at different places. */
export interface DiagnosticGroup {
  /** The first of them, in the order they were reported. */
  first: Diagnostic;
  /** Every one of them, `first` included, in the order they were reported. */
  places: Diagnostic[];
}

const sameness = (d: Diagnostic) => [d.severity, d.code, d.message, d.hint ?? ''].join('\0');

/**
 * Fold diagnostics that differ only in where they are: a link to one missing page written in 125
 * documents is one group of 125 places. Groups keep the order of their first diagnostic, so the
 * output reads in the order the build found things.
 */
export function groupDiagnostics(list: readonly Diagnostic[]): DiagnosticGroup[] {
  const groups = new Map<string, DiagnosticGroup>();
  for (const d of list) {
    const key = sameness(d);
    const group = groups.get(key);
    if (group) group.places.push(d);
    else groups.set(key, { first: d, places: [d] });
  }
  return [...groups.values()];
}

/** A code's groups in reading order, and how many diagnostics they hold together. */
export interface CodeGroups {
  code: string;
  groups: DiagnosticGroup[];
  count: number;
}

/** Groups under their code, codes in the order their first diagnostic came. */
export function groupsByCode(groups: readonly DiagnosticGroup[]): CodeGroups[] {
  const byCode = new Map<string, CodeGroups>();
  for (const group of groups) {
    const code = byCode.get(group.first.code) ?? { code: group.first.code, groups: [], count: 0 };
    code.groups.push(group);
    code.count += group.places.length;
    byCode.set(code.code, code);
  }
  return [...byCode.values()];
}
