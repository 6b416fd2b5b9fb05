// A turn's working set (spec/catalog.md, CATALOG-014/015): loaded tools stamped with the case's logical clock,
// and active skills. Past the limit, the smallest stamp goes first, ties by qualifiedName ascending.
// It starts as a copy of the session's snapshot, so nothing a turn does is seen elsewhere until merged.
import type { SessionSnapshot } from './types.js';

export type Stamps = Map<string, number>;

/** The entry a trim removes next: smallest stamp, then the smaller name. */
export function oldest(stamps: ReadonlyMap<string, number>): string | undefined {
  let found: string | undefined;
  let foundStamp = Infinity;
  for (const [name, stamp] of stamps) {
    if (stamp < foundStamp || (stamp === foundStamp && found !== undefined && name < found)) {
      found = name;
      foundStamp = stamp;
    }
  }
  return found;
}

/** Removes oldest entries until at most `max` remain; answers the removed names, sorted. */
export function trim(stamps: Stamps, max: number): string[] {
  const removed: string[] = [];
  while (stamps.size > max) {
    const name = oldest(stamps);
    if (name === undefined) break;
    stamps.delete(name);
    removed.push(name);
  }
  return removed.sort();
}

export class WorkingSet {
  /** What is loaded now (trimmed). */
  readonly loaded: Stamps;
  readonly skills: Set<string>;
  /** Every stamp this turn gave, including tools it later evicted: what endTurn merges. */
  readonly stamped: Stamps = new Map();
  /** Skills this turn activated (the snapshot's are already persisted). */
  readonly activated = new Set<string>();
  /** Counts changes, so a turn knows when its catalog must be built again. */
  version = 0;

  constructor(snapshot: SessionSnapshot) {
    this.loaded = new Map(Object.entries(snapshot.loaded));
    this.skills = new Set(snapshot.skills);
  }

  /** Stamps `name` with `stamp`, then trims to `max`; answers what the trim removed. */
  stamp(name: string, stamp: number, max: number): string[] {
    const added = !this.loaded.has(name);
    this.loaded.set(name, stamp);
    this.stamped.set(name, stamp);
    // Only a new name changes what is loaded: a re-stamp keeps the set's size, which a trim already
    // brought to at most max, so its trim removes nothing.
    if (added) this.version += 1;
    return trim(this.loaded, max);
  }

  activate(skill: string): void {
    if (this.skills.has(skill)) return;
    this.skills.add(skill);
    this.activated.add(skill);
    this.version += 1;
  }
}

/** endTurn (spec/catalog.md, Definitions): session stamp := max(session, turn) for each tool the turn stamped; skills added; trim. */
export function mergeInto(session: SessionSnapshot, turn: WorkingSet, max: number): SessionSnapshot {
  const loaded: Stamps = new Map(Object.entries(session.loaded));
  for (const [name, stamp] of turn.stamped) loaded.set(name, Math.max(loaded.get(name) ?? -Infinity, stamp));
  trim(loaded, max);
  const skills = new Set([...session.skills, ...turn.activated]);
  return snapshotOf(loaded, skills);
}

export const EMPTY_SNAPSHOT: SessionSnapshot = Object.freeze({ loaded: Object.freeze({}), skills: Object.freeze([]) as readonly string[] });

/** A plain, frozen snapshot (skills sorted), as a store persists it. */
export function snapshotOf(loaded: ReadonlyMap<string, number>, skills: Iterable<string>): SessionSnapshot {
  const record: Record<string, number> = {};
  for (const [name, stamp] of loaded) Object.defineProperty(record, name, { value: stamp, enumerable: true, writable: true, configurable: true });
  return Object.freeze({ loaded: Object.freeze(record), skills: Object.freeze([...new Set(skills)].sort()) });
}

/** Loaded names, most recently stamped first (ties by name). */
export function mostRecentFirst(snapshot: SessionSnapshot): string[] {
  return Object.entries(snapshot.loaded).sort(byRecency).map(([name]) => name);
}

const byRecency = ([a, x]: [string, number], [b, y]: [string, number]): number => (x !== y ? y - x : a < b ? -1 : a > b ? 1 : 0);
