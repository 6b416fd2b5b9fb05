// The catalog host (spec/catalog.md): generations (registry semantics), Seam providers, sessions in a store, one
// case-wide logical clock, and the turns started on it. A turn pins the current generation; its catalog
// comes from that generation's index, built once and cached for as long as the generation lives.
import type { PlatformGrants } from '../permits/platform-grants.js';
import type { Generation } from '../registry/generation.js';
import { GenerationStore } from '../registry/generation.js';
import type { PluginTree } from '../registry/plugin-tree.js';
import { pluginSourcesOf } from '../registry/plugin-tree.js';
import type { RegistryError } from '../registry/registry-error.js';
import { SeamIntegration } from '../registry/seam.js';
import type { HostSemantics } from '../semantics.js';
import { referenceSemantics } from '../semantics.js';
import type { CatalogIndex } from './catalog-index.js';
import { buildCatalogIndex } from './catalog-index.js';
import { DEFAULT_DEFERRED_TOOLS } from './config.js';
import type { CatalogBehaviours } from './behaviours.js';
import { catalogBehaviours } from './behaviours.js';
import { CatalogTurn } from './controller.js';
import { MemorySessionStore } from './memory-store.js';
import type { DeferredToolsConfig, SessionSnapshot, SessionStore, StartTurnRequest, TurnController } from './types.js';
import { EMPTY_SNAPSHOT, mergeInto, WorkingSet } from './working-set.js';

export interface CatalogHostOptions {
  config?: DeferredToolsConfig;
  grants?: PlatformGrants;
  store?: SessionStore;
  semantics?: HostSemantics;
  /** Replaces reference rules (mutants) or choices (variants). */
  behaviours?: Partial<CatalogBehaviours>;
}

export interface TurnError {
  readonly error: { readonly code: string; readonly message: string };
}

const turnError = (code: string, message: string): TurnError => ({ error: { code, message } });

export class CatalogHost {
  readonly generations = new GenerationStore();
  readonly seam = new SeamIntegration();
  readonly config: DeferredToolsConfig;
  readonly grants: PlatformGrants;
  readonly store: SessionStore;
  readonly semantics: HostSemantics;
  private readonly behaviours: CatalogBehaviours;
  private readonly indexes = new WeakMap<Generation, CatalogIndex>();
  private clock: number;
  private serial = 0;
  /** The working set shared by the open top-level turns of a session: only a host that does not isolate them. */
  private readonly shared = new Map<string, { working: WorkingSet; open: number }>();

  constructor(options: CatalogHostOptions = {}) {
    this.behaviours = catalogBehaviours(options.behaviours);
    const config = options.config ?? DEFAULT_DEFERRED_TOOLS;
    // A host that ignores mcpServers reads every tool against the global list.
    this.config = this.behaviours.mcpServerEntries ? config : { ...config, mcpServers: {} };
    this.grants = options.grants ?? {};
    this.store = options.store ?? new MemorySessionStore();
    this.semantics = options.semantics ?? referenceSemantics;
    // The clock survives with the sessions, so stamps stay ordered across restarts.
    this.clock = this.store.readClock();
  }

  /** Stages every tree and commits with the live Seam registrations (registry semantics): all or nothing. */
  load(trees: readonly PluginTree[]): { ok: true; generation: number } | { ok: false; problem: RegistryError } {
    for (const tree of trees) this.generations.stage(pluginSourcesOf(tree));
    const result = this.generations.commit(this.seam.registrations());
    this.seam.settle(result.ok); // REGISTRY-031: providers roll back with a failed candidate
    if (!result.ok) return { ok: false, problem: { code: result.problem.code, message: result.problem.message } };
    // The index is built with the generation: a turn then finds everything it needs prepared.
    this.indexOf(this.generations.current);
    return result;
  }

  /** The index of a generation, built on first use. */
  indexOf(generation: Generation): CatalogIndex {
    let index = this.indexes.get(generation);
    if (index === undefined) {
      index = buildCatalogIndex(generation, this.config, this.semantics, this.behaviours.frameworkTools);
      this.indexes.set(generation, index);
    }
    return index;
  }

  /** The current logical clock (the last stamp given). */
  get now(): number {
    return this.clock;
  }

  startTurn(request: StartTurnRequest): CatalogTurn | TurnError {
    const index = this.indexOf(this.generations.current);
    const view = this.semantics.normalizeMessage(request.message);
    let agent: string | null;
    if (request.agent === undefined) agent = index.agentsAndSkills.autoAgent(view?.adapter);
    else if (request.agent === null) agent = null;
    else if (index.agentsAndSkills.hasAgent(request.agent)) agent = request.agent;
    else return turnError('unknown-agent', `no agent "${request.agent}" in generation ${index.generation.number}`);
    const working = this.behaviours.isolateConcurrentTurns ? this.workingSetOf(request.session) : this.sharedWorkingSetOf(request.session);
    if ('error' in working) return working;
    const { pin } = this.generations.pin();
    return this.register({ session: request.session, index, view, agent, attended: request.attended ?? true, working, pin });
  }

  /** A sub-agent turn: the parent's session, message and generation; unattended; loads never persisted. */
  startSubAgent(parent: TurnController, agent: string): CatalogTurn | TurnError {
    if (!(parent instanceof CatalogTurn)) return turnError('unknown-turn', `turn "${parent.id}" was not started by this host`);
    if (parent.ended) return turnError('turn-ended', `turn "${parent.id}" has ended: it cannot start a sub-agent`);
    const { index, view } = parent.setup;
    if (!index.agentsAndSkills.hasAgent(agent)) return turnError('unknown-agent', `no agent "${agent}" in generation ${index.generation.number}`);
    const working = this.workingSetOf(parent.session);
    if ('error' in working) return working;
    return this.register({ session: parent.session, index, view, agent, attended: false, working, parent });
  }

  /** Ends a turn; a top-level turn's stamps and activated skills merge into its session. Idempotent. */
  endTurn(turn: TurnController): void {
    // A controller of another host has nothing to persist here.
    if (!(turn instanceof CatalogTurn) || turn.ended) return;
    turn.ended = true;
    if (turn.setup.pin !== undefined) this.generations.release(turn.setup.pin);
    if (turn.parent === undefined) this.releaseShared(turn.session, turn.working);
    if (turn.parent !== undefined && this.behaviours.dropSubAgentLoads) return;
    const session = this.store.read(turn.session) ?? EMPTY_SNAPSHOT;
    // The clock first: a process killed between the two writes still has a clock ≥ every persisted stamp.
    this.store.writeClock(this.clock);
    this.store.write(turn.session, mergeInto(session, turn.working, this.config.maxLoadedPerSession));
  }

  /** The persisted state of a session (not the working sets of open turns). */
  snapshot(session: string): SessionSnapshot {
    return this.store.read(session) ?? EMPTY_SNAPSHOT;
  }

  private workingSetOf(session: string): WorkingSet | TurnError {
    try {
      return new WorkingSet(this.store.read(session) ?? EMPTY_SNAPSHOT);
    } catch (error) {
      return turnError('session-unreadable', (error as Error).message);
    }
  }

  /** One working set for all open top-level turns of a session (a host that does not isolate them). */
  private sharedWorkingSetOf(session: string): WorkingSet | TurnError {
    const entry = this.shared.get(session);
    if (entry !== undefined) {
      entry.open += 1;
      return entry.working;
    }
    const working = this.workingSetOf(session);
    if (!('error' in working)) this.shared.set(session, { working, open: 1 });
    return working;
  }

  private releaseShared(session: string, working: WorkingSet): void {
    const entry = this.shared.get(session);
    if (entry === undefined || entry.working !== working) return;
    entry.open -= 1;
    if (entry.open === 0) this.shared.delete(session);
  }

  private register(fields: Omit<ConstructorParameters<typeof CatalogTurn>[0], 'id' | 'grants' | 'tick' | 'behaviours' | 'currentIndex'>): CatalogTurn {
    // The host keeps no table of turns: a caller holds the ones it started (the ops keep theirs by id).
    const id = `turn-${++this.serial}`;
    const currentIndex = (): CatalogIndex => this.indexOf(this.generations.current);
    return new CatalogTurn({ ...fields, id, grants: this.grants, tick: () => ++this.clock, behaviours: this.behaviours, currentIndex });
  }
}
