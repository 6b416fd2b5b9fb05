// Duplicates (REGISTRY-019): one qualifiedName for two visible capabilities of one kind (the caller passes
// tools and skills separately) fails the candidate naming the name and both sources. Nothing is silently overridden.
import type { Named } from './capability.js';
import type { Problem } from './registry-error.js';

export function duplicateProblem(name: string, first: Named, second: Named): Problem {
  return {
    code: 'duplicate-name',
    source: second.source,
    message: `duplicate name "${name}": defined by ${first.source} and by ${second.source}`,
  };
}

// A list without duplicates has a lookup by name, which the check builds anyway: each name's place in the
// list. It is kept with the list (as long as the list lives), so a generation that publishes exactly this
// list looks its names up there (name-lookup.ts).
const lookups = new WeakMap<readonly Named[], ReadonlyMap<string, number>>();

/** Every duplicate among `entries`, each reported against the first holder of the name, in order. */
export function findDuplicates(entries: readonly Named[]): Problem[] {
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const first = seen.get(entry.qualifiedName);
    if (first === undefined) seen.set(entry.qualifiedName, i);
    else problems.push(duplicateProblem(entry.qualifiedName, entries[first]!, entry));
  }
  if (problems.length === 0) lookups.set(entries, seen);
  return problems;
}

/** Each name's place in `entries` (this very list), when findDuplicates found no duplicate in it. */
export function placesOf(entries: readonly Named[]): ReadonlyMap<string, number> | undefined {
  return lookups.get(entries);
}

/** Keeps `places` with `entries`: the places of a list with the very names of `entries`, in the same order. */
export function keepPlaces(entries: readonly Named[], places: ReadonlyMap<string, number>): void {
  lookups.set(entries, places);
}
