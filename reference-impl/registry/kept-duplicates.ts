// Duplicates (REGISTRY-019) depend on the names and sources of a namespace, in order, and on nothing
// else. A recommit whose changed plugins kept their names asks again about the very lists the last
// commit asked about: the answers of the last commit's lists are kept and given back for an equal list,
// with the places of its names when the check found none twice (duplicates.ts).
import type { Named } from './capability.js';
import type { Problem } from './registry-error.js';
import { keepPlaces, placesOf } from './duplicates.js';

type Duplicates = (entries: readonly Named[]) => Problem[];

interface Asked {
  readonly names: readonly string[];
  readonly sources: readonly string[];
  readonly problems: readonly Problem[];
  /** The names' places, when the check found no duplicate (an equal list has the same). */
  readonly places: ReadonlyMap<string, number> | undefined;
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
    if (known !== undefined) {
      if (known.places !== undefined) keepPlaces(entries, known.places);
      return [...known.problems];
    }
    const problems = duplicates(entries);
    const places = placesOf(entries);
    asked = [{ names: entries.map((e) => e.qualifiedName), sources: entries.map((e) => e.source), problems: [...problems], places }, ...asked.slice(0, kept - 1)];
    return problems;
  };
}
