// The catalog host (spec/catalog.md): generations (registry semantics), Seam providers, sessions in a store, one
// case-wide logical clock, and the turns started on it. A turn holds the current generation; its catalog
// is decided by the plain rule over that generation (generation-catalog.ts).
import type { PlatformGrants } from '../permits/platform-grants.js';
import type { Generation } from '../registry/generation.js';
import { GenerationStore } from '../registry/generation.js';
import type { SchemaChecker } from '../registry/input-schema.js';
import { ownerLookupOf } from '../registry/owner-lookup.js';
import type { PluginTree } from '../registry/plugin-tree.js';
import type { RegistryError } from '../registry/registry-error.js';
import { GLOBAL_SCOPE, SeamIntegration } from '../registry/seam.js';
import type { HostSemantics } from '../semantics.js';
import type { ToolsDigest } from './channel/tools-digest.js';
import { toolsDigestOf } from './channel/tools-digest.js';
import type { CatalogIndex } from './generation-catalog.js';
import { generationCatalog } from './generation-catalog.js';
import { DEFAULT_DEFERRED_TOOLS } from './config.js';
import type { TurnSetup } from './controller.js';
import { CatalogTurn } from './controller.js';
import type { DiscoverRanking } from './discover.js';
import { discoverIn } from './discover.js';
import type { FrameworkTools } from './framework-tools.js';
import { REFERENCE_FRAMEWORK_TOOLS } from './framework-tools.js';
import { MemorySessionStore } from './memory-store.js';
import type { DeferredToolsConfig, SessionSnapshot, SessionStore, StartTurnRequest, TurnCatalog } from './types.js';
import { EMPTY_SNAPSHOT, mergeInto, WorkingSet } from './working-set.js';

export interface CatalogHostOptions {
  config?: DeferredToolsConfig;
  grants?: PlatformGrants;
  store?: SessionStore;
  /** The case's semantics (the ops pass the context's). */
  semantics: HostSemantics;
  /** The host-defined descriptions and input schemas of the framework tools (a host's own choice). */
  frameworkTools?: FrameworkTools;
  /** The discover ranking (CATALOG-009 recommends the reference's, discoverIn). */
  rank?: DiscoverRanking;
  /** What judges inputSchemas at load (REGISTRY-004/029); absent: the generation store's own. A checker keeps only the metaschemas it compiled, so any one judges alike. */
  schemas?: SchemaChecker;
}

export interface TurnError {
  readonly error: { readonly code: string; readonly message: string };
}

const turnError = (code: string, message: string): TurnError => ({ error: { code, message } });

export class CatalogHost {
  readonly generations: GenerationStore;
  readonly seam = new SeamIntegration();
  readonly config: DeferredToolsConfig;
  readonly grants: PlatformGrants;
  readonly store: SessionStore;
  readonly semantics: HostSemantics;
  readonly frameworkTools: FrameworkTools;
  readonly rank: DiscoverRanking;
  private clock: number;
  private serial = 0;

  constructor(options: CatalogHostOptions) {
    this.config = options.config ?? DEFAULT_DEFERRED_TOOLS;
    this.frameworkTools = options.frameworkTools ?? REFERENCE_FRAMEWORK_TOOLS;
    this.rank = options.rank ?? discoverIn;
    this.grants = options.grants ?? {};
    this.store = options.store ?? new MemorySessionStore();
    this.generations = this.createStore(options.schemas);
    this.semantics = options.semantics;
    // The clock survives with the sessions, so stamps stay ordered across restarts.
    this.clock = this.store.readClock();
  }

  /** Stages every tree and commits with the live Seam registrations (registry semantics): all or nothing. */
  load(trees: readonly PluginTree[]): { ok: true; generation: number } | { ok: false; problem: RegistryError } {
    for (const tree of trees) this.generations.stageTree(tree);
    const result = this.generations.commit(this.seam.registrations());
    this.seam.settle(result.ok); // REGISTRY-031: providers roll back with a failed candidate
    return result;
  }

  /** What a turn's catalog reads from a generation. */
  indexOf(generation: Generation): CatalogIndex {
    return generationCatalog(generation, this.config, this.semantics, this.frameworkTools);
  }

  /** The digest of a channel's list for a turn's catalog (CATALOG-028). */
  digestOf(_channel: string, _catalog: TurnCatalog, entries: () => readonly unknown[]): ToolsDigest {
    return toolsDigestOf(entries());
  }

  startTurn(request: StartTurnRequest): CatalogTurn | TurnError {
    const index = this.indexOf(this.generations.current);
    const view = this.semantics.normalizeMessage(request.message);
    let agent: string | null;
    if (request.agent === undefined) agent = index.agentsAndSkills.autoAgent(view?.adapter);
    else if (request.agent === null) agent = null;
    else if (index.agentsAndSkills.hasAgent(request.agent)) agent = request.agent;
    else return turnError('unknown-agent', `no agent "${request.agent}" in generation ${index.generation.number}`);
    // Each top-level turn works on its own copy of the session's state (CATALOG-017). It holds its
    // generation's index itself, so a reload during the turn changes nothing it reads (CATALOG-023).
    const working = this.workingSetOf(request.session);
    return this.register({ session: request.session, index: this.ownerIndexOf(index, agent), view, agent, attended: request.attended ?? true, working });
  }

  /** A sub-agent turn of an open parent: the parent's session, message and generation; unattended; loads never persisted. */
  startSubAgent(parent: CatalogTurn, agent: string): CatalogTurn | TurnError {
    const { index, view } = parent.setup;
    if (!index.agentsAndSkills.hasAgent(agent)) return turnError('unknown-agent', `no agent "${agent}" in generation ${index.generation.number}`);
    const working = this.workingSetOf(parent.session);
    return this.register({ session: parent.session, index: this.ownerIndexOf(index, agent), view, agent, attended: false, working, parent });
  }

  /** What a turn owned by `agent` reads: its generation as that owner looks it up (CATALOG-030); a turn without an agent looks it up globally. */
  protected ownerIndexOf(index: CatalogIndex, agent: string | null): CatalogIndex {
    return this.indexOf(this.ownerGenerationOf(index.generation, agent ?? GLOBAL_SCOPE));
  }

  /** The generation as `owner` looks it up (REGISTRY-021): the same generation when the owner has no provider of its own. */
  protected ownerGenerationOf(generation: Generation, owner: string): Generation {
    return ownerLookupOf(generation, owner);
  }

  /**
   * Ends a turn; a top-level turn's stamps and activated skills merge into its session (CATALOG-017); a
   * sub-agent's working set is dropped (CATALOG-018). Ending a turn again changes nothing: a session keeps
   * the maxLoadedPerSession newest stamps of all it merged (max per tool), and its skills are a union.
   */
  endTurn(turn: CatalogTurn): void {
    turn.ended = true;
    if (turn.parent === undefined) this.persist(turn);
  }

  /** Merges a turn's working set into its session. */
  protected persist(turn: CatalogTurn): void {
    const session = this.snapshot(turn.session);
    // The clock first: a process killed between the two writes still has a clock ≥ every persisted stamp.
    this.store.writeClock(this.clock);
    this.store.write(turn.session, mergeInto(session, turn.working, this.config.maxLoadedPerSession));
  }

  /** The persisted state of a session (not the working sets of open turns). */
  snapshot(session: string): SessionSnapshot {
    return this.store.read(session) ?? EMPTY_SNAPSHOT;
  }

  /** A fresh working set from the session's persisted state. */
  protected workingSetOf(session: string): WorkingSet {
    return new WorkingSet(this.snapshot(session));
  }

  /** The store of the host's generations (registry semantics). */
  protected createStore(schemas: SchemaChecker | undefined): GenerationStore {
    return new GenerationStore({ schemas });
  }

  /** The controller of one turn. */
  protected createTurn(setup: TurnSetup): CatalogTurn {
    return new CatalogTurn(setup);
  }

  private register(fields: Omit<TurnSetup, 'id' | 'grants' | 'tick' | 'rank'>): CatalogTurn {
    // The host keeps no table of turns: a caller holds the ones it started (the ops keep theirs by id).
    const id = `turn-${++this.serial}`;
    return this.createTurn({ ...fields, id, grants: this.grants, tick: () => ++this.clock, rank: this.rank });
  }
}
