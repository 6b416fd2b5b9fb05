// Short, unique names for the hosts of a matrix: the column headings of every view.
import { basename } from 'node:path';
import type { HostSpec } from '../../host/connection.js';
import { referenceHostCompiled, referenceHostSource } from '../../spec/paths.js';

/** `dist/selftest/broken-hosts/or-as-and.js` → or-as-and; `python3 examples/python-host/host.py` → python-host/host.py. */
export function baseLabel(spec: HostSpec): string {
  if (spec.kind === 'module') {
    if (spec.path === referenceHostCompiled || spec.path === referenceHostSource) return 'reference';
    return basename(spec.path).replace(/\.(?:[cm]?js|[cm]?ts)$/, '');
  }
  const words = spec.command.trim().split(/\s+/);
  const file = [...words].reverse().find((w) => w.includes('/'));
  if (file === undefined) return words.slice(0, 2).join(' ').slice(0, 24);
  return file.split('/').filter(Boolean).slice(-2).join('/').slice(0, 24);
}

/** One label per host; a name used twice gets #2, #3… */
export function hostLabels(specs: readonly HostSpec[]): string[] {
  const bases = specs.map(baseLabel);
  const seen = new Map<string, number>();
  return bases.map((b) => {
    const n = (seen.get(b) ?? 0) + 1;
    seen.set(b, n);
    return n === 1 && bases.filter((x) => x === b).length === 1 ? b : `${b}#${n}`;
  });
}
