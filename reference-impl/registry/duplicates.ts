// Duplicates (REGISTRY-019): one qualifiedName for two visible capabilities of one kind (the caller passes
// tools and skills separately) fails the candidate naming the name and both sources. Nothing is silently overridden.
import type { Named } from './capability.js';
import type { Problem } from './registry-error.js';

/** The problem of a second holder of a name, naming both sources (REGISTRY-019). */
export function duplicateProblem(name: string, first: Named, second: Named): Problem {
  return {
    code: 'duplicate-name',
    source: second.source,
    message: `duplicate name "${name}": defined by ${first.source} and by ${second.source}`,
  };
}

/** Every duplicate among `entries`, each reported against the first holder of the name, in order. (REGISTRY-019) */
export function findDuplicates(entries: readonly Named[]): Problem[] {
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const first = seen.get(entry.qualifiedName);
    if (first === undefined) seen.set(entry.qualifiedName, i);
    else problems.push(duplicateProblem(entry.qualifiedName, entries[first]!, entry));
  }
  return problems;
}
