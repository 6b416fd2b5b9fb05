// One turn's deferred controller (spec/catalog.md, Definitions): the turn's pinned index, message, agent and its own working
// set. Nothing it does is visible to another turn until the host merges it at endTurn (CATALOG-017).
import type { MessageView } from '../access/message-view.js';
import type { PlatformGrants } from '../permits/platform-grants.js';
import type { CatalogIndex, TurnCatalogView, TurnScope } from './catalog-index.js';
import type { SearchEntry } from './discover.js';
import type { CatalogBehaviours } from './behaviours.js';
import type { DiscoverResult, LoadSkillResult, LoadToolResult, NotFound, TurnController } from './types.js';
import type { WorkingSet } from './working-set.js';

export interface TurnSetup {
  readonly id: string;
  readonly session: string;
  /** The index of the generation the turn pinned. */
  readonly index: CatalogIndex;
  /** The index of the generation current now (only a host that ignores pins reads it). */
  readonly currentIndex: () => CatalogIndex;
  readonly view: MessageView | null;
  readonly grants: PlatformGrants;
  readonly agent: string | null;
  readonly attended: boolean;
  readonly working: WorkingSet;
  /** The parent turn of a sub-agent turn. */
  readonly parent?: CatalogTurn;
  /** The generation pin a top-level turn holds until it ends. */
  readonly pin?: string;
  /** Ticks the case-wide logical clock and answers the new value. */
  readonly tick: () => number;
  readonly behaviours: CatalogBehaviours;
}

export const toolNotFound = (name: string): NotFound => ({ notFound: `no tool named "${name}" can be loaded in this turn` });
/** What a host that explains itself would say instead (a broken host: it tells the inaccessible apart). */
const revealingNotFound = (name: string): NotFound => ({ notFound: `tool "${name}" exists but is not available to this message` });
export const skillNotFound = (name: string): NotFound => ({ notFound: `no skill named "${name}" can be loaded in this turn` });

export class CatalogTurn implements TurnController {
  readonly id: string;
  readonly session: string;
  readonly generation: number;
  readonly agent: string | null;
  readonly attended: boolean;
  readonly parent: CatalogTurn | undefined;
  ended = false;
  private cached: { readonly view: TurnCatalogView; readonly index: CatalogIndex; readonly version: number } | undefined;

  constructor(readonly setup: TurnSetup) {
    this.id = setup.id;
    this.session = setup.session;
    this.generation = setup.index.generation.number;
    this.agent = setup.agent;
    this.attended = setup.attended;
    this.parent = setup.parent;
  }

  get working(): WorkingSet {
    return this.setup.working;
  }

  /** The index this turn reads: the pinned generation's (CATALOG-023). */
  private get index(): CatalogIndex {
    return this.setup.behaviours.catalogFromPin ? this.setup.index : this.setup.currentIndex();
  }

  private scope(): TurnScope {
    const { view, grants, agent, attended, working, behaviours } = this.setup;
    const withAskUser = attended || !behaviours.askUserOnlyAttended;
    return { view, grants, agent, attended: withAskUser, activeSkills: working.skills, loaded: new Set(working.loaded.keys()) };
  }

  /** The turn's catalog now: rebuilt only after a load or activation changed the working set. */
  catalog(): TurnCatalogView {
    const index = this.index;
    const version = this.working.version;
    if (this.cached === undefined || this.cached.index !== index || this.cached.version !== version) {
      this.cached = { view: index.turn(this.scope()), index, version };
    }
    return this.cached.view;
  }

  discover(query: string, mcpServer?: string): readonly DiscoverResult[] {
    const { agent, behaviours } = this.setup;
    const index = this.index;
    // A host that ignores the server filter searches everything, as if none was given.
    if (!behaviours.discoverByServer) mcpServer = undefined;
    const tools = behaviours.discoverInCatalog ? this.catalog().tools : index.allTools;
    const skills = mcpServer !== undefined ? [] : behaviours.discoverInCatalog ? index.agentsAndSkills.visibleSkills(agent) : index.agentsAndSkills.allSkills();
    function* entries(): Iterable<SearchEntry> {
      for (const tool of tools) {
        if (mcpServer === undefined || tool.mcpServer === mcpServer) yield { kind: 'tool', name: tool.qualifiedName, description: tool.description };
      }
      for (const skill of skills) yield { kind: 'skill', name: skill.qualifiedName, description: skill.description };
    }
    return behaviours.rank(entries(), query, index.config.discoverTopK);
  }

  loadTool(name: string): LoadToolResult | NotFound {
    const catalog = this.catalog();
    const { behaviours } = this.setup;
    if (!catalog.has(name)) {
      // One answer for every reason (unknown, inaccessible, hidden, out of scope): it reveals nothing.
      const exists = !behaviours.uniformNotFound && this.index.allTools.some((t) => t.qualifiedName === name);
      return exists ? revealingNotFound(name) : toolNotFound(name);
    }
    if (behaviours.alwaysLoadedExempt && catalog.isAlwaysLoaded(name)) return { loaded: name, evicted: [] };
    const evicted = this.working.stamp(name, this.setup.tick(), this.index.config.maxLoadedPerSession);
    return { loaded: name, evicted };
  }

  loadSkill(name: string): LoadSkillResult | NotFound {
    const index = this.index;
    const skill = index.agentsAndSkills.visibleSkill(name, this.agent);
    if (skill === undefined) return skillNotFound(name);
    const unlocked = index.unlockedBy(this.scope(), name);
    this.working.activate(name);
    return { skill: name, instructions: skill.instructions, unlocked };
  }

  use(name: string): boolean {
    const catalog = this.catalog();
    const exposed = catalog.exposed.has(name);
    const { behaviours, tick } = this.setup;
    const index = this.index;
    const loaded = this.working.loaded.has(name) && !(behaviours.alwaysLoadedExempt && catalog.isAlwaysLoaded(name));
    // Re-stamping a tool already in the set cannot grow it: the trim inside stamp removes nothing.
    if (exposed && loaded && behaviours.stampOnUse) this.working.stamp(name, tick(), index.config.maxLoadedPerSession);
    return exposed;
  }
}
