// Short, unique names for the hosts of a matrix: the column headings of every view. A host that said
// hello is named as it names itself (`py-host 1.2.3`); the command that started it is in the views' hosts
// table (the legend). A host that never answered keeps a name made from its command.
import { basename } from 'node:path';
import { visibleLine } from '../ui/visible-text.js';
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

const MAX_LABEL = 32;

/** `name version` from a hello (hidden characters shown, cut to a column's width), or undefined. */
export function helloLabel(implementation: { name: string; version: string } | undefined): string | undefined {
  if (implementation === undefined || typeof implementation.name !== 'string' || implementation.name.trim() === '') return undefined;
  const text = visibleLine(`${implementation.name.trim()} ${String(implementation.version ?? '').trim()}`.trim());
  return text.length <= MAX_LABEL ? text : `${text.slice(0, MAX_LABEL - 1)}…`;
}

/**
 * One label per host: its hello's name and version when it answered and no other host says the same
 * (builds of one implementation are told apart by their commands), else its command's; a label used
 * twice still gets #2, #3…
 */
export function hostLabels(specs: readonly HostSpec[], implementations: readonly ({ name: string; version: string } | undefined)[] = []): string[] {
  const hellos = specs.map((_, i) => helloLabel(implementations[i]));
  const bases = specs.map((spec, i) => {
    const hello = hellos[i];
    return hello !== undefined && hellos.filter((h) => h === hello).length === 1 ? hello : baseLabel(spec);
  });
  const seen = new Map<string, number>();
  return bases.map((b) => {
    const n = (seen.get(b) ?? 0) + 1;
    seen.set(b, n);
    return n === 1 && bases.filter((x) => x === b).length === 1 ? b : `${b}#${n}`;
  });
}
