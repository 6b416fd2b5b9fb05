// Duplicates (REGISTRY-019) depend on the names and sources of a namespace, in order, and on nothing
// else. A recommit whose changed plugins kept their names asks again about the very lists the last
// commit asked about: the answers of the last commit's lists are kept and given back for an equal list.
import type { Named } from '../../reference-impl/registry/capability.js';
import type { Problem } from '../../reference-impl/registry/registry-error.js';

type Duplicates = (entries: readonly Named[]) => Problem[];

interface Asked {
  readonly names: readonly string[];
  readonly sources: readonly string[];
  readonly problems: readonly Problem[];
}

const sameList = (asked: Asked, entries: readonly Named[]): boolean => {
  if (asked.names.length !== entries.length) return false;
  for (let i = 0; i < entries.length; i++) if (entries[i]!.qualifiedName !== asked.names[i] || entries[i]!.source !== asked.sources[i]) return false;
  return true;
};

/** `duplicates`, answering an equal list as it answered it in the last `kept` asks. */
export function keptDuplicates(duplicates: Duplicates, kept = 8): Duplicates {
  let asked: Asked[] = [];
  return (entries) => {
    const known = asked.find((a) => sameList(a, entries));
    if (known !== undefined) return [...known.problems];
    const problems = duplicates(entries);
    asked = [{ names: entries.map((e) => e.qualifiedName), sources: entries.map((e) => e.source), problems: [...problems] }, ...asked.slice(0, kept - 1)];
    return problems;
  };
}
