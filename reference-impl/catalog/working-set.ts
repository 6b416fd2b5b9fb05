// A turn's working set (spec/catalog.md, CATALOG-014/015): loaded tools stamped with the case's logical clock,
// and active skills. Past the limit, the smallest stamp goes first. Every stamp is one tick of the case's
// clock, so no two tools of a set share one (the spec's tie-break by qualifiedName never decides).
// It starts as a copy of the session's snapshot, so nothing a turn does is seen elsewhere until merged.
import type { SessionSnapshot } from './types.js';

export type Stamps = Map<string, number>;

/** Removes the least recently stamped entries until at most `max` remain; answers the removed names, oldest first. */
export function trim(stamps: Stamps, max: number): string[] {
  const removed: string[] = [];
  for (const [name] of [...stamps].sort(([, x], [, y]) => x - y)) {
    if (stamps.size <= max) break;
    stamps.delete(name);
    removed.push(name);
  }
  return removed;
}

export class WorkingSet {
  /** What is loaded now (trimmed). */
  readonly loaded: Stamps;
  readonly skills: Set<string>;
  /** Every stamp this turn gave, including tools it later evicted: what endTurn merges. */
  readonly stamped: Stamps = new Map();
  /** Skills this turn activated (a skill the snapshot had already is persisted either way). */
  readonly activated = new Set<string>();

  constructor(snapshot: SessionSnapshot) {
    this.loaded = new Map(Object.entries(snapshot.loaded));
    this.skills = new Set(snapshot.skills);
  }

  /** Stamps `name` with `stamp`, then trims to `max`; answers what the trim removed. */
  stamp(name: string, stamp: number, max: number): string[] {
    this.loaded.set(name, stamp);
    this.stamped.set(name, stamp);
    return trim(this.loaded, max);
  }

  activate(skill: string): void {
    this.skills.add(skill);
    this.activated.add(skill);
  }
}

/** endTurn (spec/catalog.md, Definitions): session stamp := max(session, turn) for each tool the turn stamped; skills added; trim. */
export function mergeInto(session: SessionSnapshot, turn: WorkingSet, max: number): SessionSnapshot {
  const loaded: Stamps = new Map(Object.entries(session.loaded));
  for (const [name, stamp] of turn.stamped) loaded.set(name, Math.max(loaded.get(name) ?? -Infinity, stamp));
  trim(loaded, max);
  return snapshotOf(loaded, [...session.skills, ...turn.activated]);
}

export const EMPTY_SNAPSHOT: SessionSnapshot = Object.freeze({ loaded: Object.freeze({}), skills: Object.freeze([]) as readonly string[] });

/** A plain, frozen snapshot (skills once each, sorted), as a store persists it. */
export function snapshotOf(loaded: ReadonlyMap<string, number>, skills: Iterable<string>): SessionSnapshot {
  // fromEntries makes own properties, so a tool named "__proto__" is just a name here.
  return Object.freeze({ loaded: Object.freeze(Object.fromEntries(loaded)), skills: Object.freeze([...new Set(skills)].sort()) });
}

/** Loaded names, most recently stamped first. */
export function mostRecentFirst(snapshot: SessionSnapshot): string[] {
  return Object.entries(snapshot.loaded)
    .sort(([, x], [, y]) => y - x)
    .map(([name]) => name);
}
