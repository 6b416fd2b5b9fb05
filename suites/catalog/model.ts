// A small model of the deferred catalog's state (spec/catalog.md), written from the spec's text: one
// logical clock per case, per-turn working sets copied from the session at the start, least-recently
// loaded-or-used eviction, merge at the end of top-level turns, sub-agent turns that never persist.
// Its world is deliberately narrow: public plugin tools, each open to every adapter or only to qq,
// generations that replace the tool set, one sub-agent. Scope, skills and discover are left to the
// fixtures and the law-based properties.
//
// A model can also be built with one rule broken (a Deviation): when the host's answers are exactly what
// the model with rule R broken answers, R is the rule that made the difference (model-replay.ts).

export const FRAMEWORK_ATTENDED = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'] as const;

/** alwaysLoadedTools when a configuration names none (spec/catalog.md, the deferredTools table). */
export const DEFAULT_ALWAYS_LOADED: readonly string[] = ['ask_user', 'spawn_task', 'discover', 'load_tool', 'load_skill'];

export interface ModelTool {
  readonly name: string;
  /** Listed only for messages whose adapter is qq (the tool declares `platforms: ["qq"]`). */
  readonly qqOnly: boolean;
}

export interface ModelConfig {
  readonly maxLoadedPerSession: number;
  /** The configured alwaysLoadedTools, or undefined for the default five. */
  readonly alwaysLoadedTools?: readonly string[];
  /** The configured discoverTopK, or undefined for the default 5 (only discover reads it). */
  readonly discoverTopK?: number;
}

export type Adapter = 'qq' | 'discord';

/** One rule of spec/catalog.md broken on purpose, named by the requirement it breaks. */
export const DEVIATIONS = {
  /** A use does not re-stamp: eviction is least recently loaded only. */
  noStampOnUse: 'CATALOG-014',
  /** Always-loaded tools enter the loaded set, count and get evicted. */
  alwaysLoadedCount: 'CATALOG-015',
  /** A sub-agent's stamps are merged into the session at its end. */
  subAgentPersists: 'CATALOG-018',
  /** A sub-agent starts from its parent's working set (the parent's own loads included), not the session's. */
  subAgentFromParent: 'CATALOG-018',
  /** Open top-level turns of one session share one working set. */
  sharedWorkingSet: 'CATALOG-017',
  /** Nothing is merged into a session at the end of a turn. */
  noPersistence: 'CATALOG-013',
  /** A turn's catalog is built from the current generation, not its pinned one. */
  currentGeneration: 'CATALOG-023',
  /** Access control is ignored: qq-only tools are listed for every adapter. */
  ignoreAccess: 'CATALOG-001',
  /** ask_user is in every turn's catalog, unattended and sub-agent turns included. */
  askUserAlways: 'CATALOG-025',
  /** The session snapshot lists its tools oldest first. */
  oldestFirst: 'CATALOG-024',
} as const;

export type Deviation = keyof typeof DEVIATIONS;

interface TurnState {
  readonly session: string;
  readonly adapter: Adapter;
  readonly attended: boolean;
  readonly subAgent: boolean;
  readonly generation: number;
  ended: boolean;
  /** Loaded tool → stamp: the session's persisted set at the start, then this turn's loads and uses. */
  readonly working: Map<string, number>;
  /** Tools this turn stamped, with the last stamp it gave them. */
  readonly stamped: Map<string, number>;
}

export type LoadToolAnswer = { loaded: string; evicted: string[] } | { notFound: string };

/** The stamp order the spec fixes: smaller stamp first, then smaller name. */
function older(a: [string, number], b: [string, number]): number {
  return a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
}

/** Removes the oldest entries until at most `limit` remain; answers the removed names, sorted. */
export function trim(set: Map<string, number>, limit: number): string[] {
  const removed: string[] = [];
  while (set.size > limit) {
    const oldest = [...set.entries()].sort(older)[0]!;
    set.delete(oldest[0]);
    removed.push(oldest[0]);
  }
  return removed.sort();
}

export const notFoundText = (name: string): string => `no tool named "${name}" can be loaded in this turn`;

export class CatalogModel {
  private clock = 0;
  private readonly generations: ReadonlyMap<string, ModelTool>[] = [new Map()];
  private readonly sessions = new Map<string, Map<string, number>>();
  /** Every tool a session ever merged, with its latest stamp: what a trim could have kept. */
  private readonly merged = new Map<string, Map<string, number>>();
  private readonly turns: TurnState[] = [];
  private readonly alwaysLoaded: ReadonlySet<string>;
  private readonly off: ReadonlySet<Deviation>;

  /** `deviation`: one rule broken, or several at once (a host with several bugs, see cli/fuzz/stateful/catalog.ts). */
  constructor(private readonly config: ModelConfig, deviation?: Deviation | readonly Deviation[]) {
    this.alwaysLoaded = new Set(config.alwaysLoadedTools ?? DEFAULT_ALWAYS_LOADED);
    this.off = new Set(deviation === undefined ? [] : typeof deviation === 'string' ? [deviation] : deviation);
  }

  /** A successful load: the next generation holds exactly `tools`. Answers its number. */
  load(tools: readonly ModelTool[]): number {
    this.generations.push(new Map(tools.map((t) => [t.name, t])));
    return this.generations.length - 1;
  }

  get currentGeneration(): number {
    return this.generations.length - 1;
  }

  get turnCount(): number {
    return this.turns.length;
  }

  /** The generation turn-k pinned. */
  generationOf(turn: number): number {
    return this.turn(turn).generation;
  }

  isOpen(turn: number): boolean {
    return this.turns[turn - 1]?.ended === false;
  }

  /** A top-level turn; answers its number k (handle `turn-k`). */
  startTurn(session: string, adapter: Adapter, attended: boolean): number {
    const sibling = this.off.has('sharedWorkingSet') ? this.turns.find((t) => !t.ended && !t.subAgent && t.session === session) : undefined;
    if (sibling !== undefined) {
      this.turns.push({ session, adapter, attended, subAgent: false, generation: this.currentGeneration, ended: false, working: sibling.working, stamped: sibling.stamped });
      return this.turns.length;
    }
    return this.push({ session, adapter, attended, subAgent: false, generation: this.currentGeneration });
  }

  /** A sub-agent of an open turn: its session, message and generation, unattended. */
  startSubAgent(parent: number): number {
    const p = this.turn(parent);
    if (p.ended) throw new Error(`model: parent turn-${parent} has ended`);
    const k = this.push({ session: p.session, adapter: p.adapter, attended: false, subAgent: true, generation: p.generation });
    if (this.off.has('subAgentFromParent')) {
      const working = this.turn(k).working;
      working.clear();
      for (const [name, stamp] of p.working) working.set(name, stamp);
    }
    return k;
  }

  private push(t: Omit<TurnState, 'ended' | 'working' | 'stamped'>): number {
    this.turns.push({ ...t, ended: false, working: new Map(this.sessions.get(t.session) ?? []), stamped: new Map() });
    return this.turns.length;
  }

  private turn(k: number): TurnState {
    const t = this.turns[k - 1];
    if (t === undefined) throw new Error(`model: no turn-${k}`);
    return t;
  }

  /** The generation turn-k reads its catalog from. */
  private catalogGeneration(t: TurnState): ReadonlyMap<string, ModelTool> {
    return this.generations[this.off.has('currentGeneration') ? this.currentGeneration : t.generation]!;
  }

  /** The turn's catalog: framework tools and the listed tools of its pinned generation (no shadowing in this world). */
  catalog(k: number): Set<string> {
    const t = this.turn(k);
    const askUser = t.attended || this.off.has('askUserAlways');
    const names = new Set<string>(FRAMEWORK_ATTENDED.filter((n) => n !== 'ask_user' || askUser));
    for (const tool of this.catalogGeneration(t).values()) if (!tool.qqOnly || t.adapter === 'qq' || this.off.has('ignoreAccess')) names.add(tool.name);
    return names;
  }

  /** Why `name` is not in turn-k's catalog: the rule that keeps it out. */
  whyNotInCatalog(k: number, name: string): string {
    const t = this.turn(k);
    if (name === 'ask_user' && !t.attended) return 'CATALOG-025';
    const tool = this.catalogGeneration(t).get(name);
    if (tool !== undefined) return 'CATALOG-001';
    if (this.generations.some((g) => g.has(name))) return 'CATALOG-023';
    return 'CATALOG-011';
  }

  /** The names in turn-k's working set, sorted. */
  loadedNames(k: number): string[] {
    return [...this.turn(k).working.keys()].sort();
  }

  private isAlways(name: string): boolean {
    return this.alwaysLoaded.has(name) && !this.off.has('alwaysLoadedCount');
  }

  /** The exposed names, sorted (the generic channel). */
  exposed(k: number): string[] {
    const t = this.turn(k);
    return [...this.catalog(k)].filter((n) => this.alwaysLoaded.has(n) || t.working.has(n)).sort();
  }

  private stamp(t: TurnState, name: string): void {
    this.clock += 1;
    t.working.set(name, this.clock);
    t.stamped.set(name, this.clock);
  }

  loadTool(k: number, name: string): LoadToolAnswer {
    const t = this.turn(k);
    if (!this.catalog(k).has(name)) return { notFound: notFoundText(name) };
    if (this.isAlways(name)) return { loaded: name, evicted: [] };
    this.stamp(t, name);
    return { loaded: name, evicted: trim(t.working, this.config.maxLoadedPerSession) };
  }

  use(k: number, name: string): boolean {
    const t = this.turn(k);
    const exposed = this.catalog(k).has(name) && (this.alwaysLoaded.has(name) || t.working.has(name));
    const loaded = t.working.has(name) && !this.isAlways(name);
    if (exposed && (this.off.has('alwaysLoadedCount') ? loaded : !this.alwaysLoaded.has(name)) && !this.off.has('noStampOnUse')) this.stamp(t, name);
    return exposed;
  }

  endTurn(k: number): void {
    const t = this.turn(k);
    if (t.ended) return;
    t.ended = true;
    if ((t.subAgent && !this.off.has('subAgentPersists')) || this.off.has('noPersistence')) return;
    const session = new Map(this.sessions.get(t.session) ?? []);
    for (const [name, stamp] of t.stamped) session.set(name, Math.max(session.get(name) ?? 0, stamp));
    const ever = this.merged.get(t.session) ?? new Map<string, number>();
    for (const [name, stamp] of session) ever.set(name, Math.max(ever.get(name) ?? 0, stamp));
    this.merged.set(t.session, ever);
    trim(session, this.config.maxLoadedPerSession);
    this.sessions.set(t.session, session);
  }

  /** Every tool the session ever merged, with its latest stamp (a copy). */
  mergedStamps(session: string): Map<string, number> {
    return new Map(this.merged.get(session) ?? []);
  }

  /** The session snapshot's `loaded`: most recently stamped first. */
  snapshot(session: string): string[] {
    const list = [...(this.sessions.get(session) ?? new Map<string, number>()).entries()].sort((a, b) => older(b, a)).map(([n]) => n);
    return this.off.has('oldestFirst') ? list.reverse() : list;
  }
}
