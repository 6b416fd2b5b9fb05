// One turn's deferred controller (design §1): the turn's pinned index, message, agent and its own working
// set. Nothing it does is visible to another turn until the host merges it at endTurn (CATALOG-017).
import type { MessageView } from '../access/message-view.js';
import type { PlatformGrants } from '../permits/platform-grants.js';
import type { CatalogIndex, TurnCatalogView, TurnScope } from './catalog-index.js';
import type { SearchEntry } from './discover.js';
import { discoverIn } from './discover.js';
import type { DiscoverResult, LoadSkillResult, LoadToolResult, NotFound, TurnController } from './types.js';
import type { WorkingSet } from './working-set.js';

/** The rules a controller follows; a mutant replaces one (reference-impl/mutants/). */
export interface CatalogBehaviours {
  /** A use of a loaded tool re-stamps it, so eviction is least recently loaded-OR-used (CATALOG-014). */
  readonly stampOnUse: boolean;
  /** Always-loaded tools never enter the loaded set, so they never count nor get evicted (CATALOG-015). */
  readonly alwaysLoadedExempt: boolean;
  /** discover searches only the turn's catalog and visible skills (CATALOG-007). */
  readonly discoverInCatalog: boolean;
  /** A sub-agent's working set is dropped at its end (CATALOG-018). */
  readonly dropSubAgentLoads: boolean;
}

export const referenceCatalogBehaviours: CatalogBehaviours = Object.freeze({
  stampOnUse: true,
  alwaysLoadedExempt: true,
  discoverInCatalog: true,
  dropSubAgentLoads: true,
});

export interface TurnSetup {
  readonly id: string;
  readonly session: string;
  readonly index: CatalogIndex;
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
export const skillNotFound = (name: string): NotFound => ({ notFound: `no skill named "${name}" can be loaded in this turn` });

export class CatalogTurn implements TurnController {
  readonly id: string;
  readonly session: string;
  readonly generation: number;
  readonly agent: string | null;
  readonly attended: boolean;
  readonly parent: CatalogTurn | undefined;
  ended = false;
  private cached: TurnCatalogView | undefined;

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

  private scope(): TurnScope {
    const { view, grants, agent, attended, working } = this.setup;
    return { view, grants, agent, attended, activeSkills: working.skills, loaded: new Set(working.loaded.keys()) };
  }

  /** The turn's catalog now: rebuilt only after a load changed what is exposed or active. */
  catalog(): TurnCatalogView {
    this.cached ??= this.setup.index.turn(this.scope());
    return this.cached;
  }

  discover(query: string, mcpServer?: string): readonly DiscoverResult[] {
    const { index, agent, behaviours } = this.setup;
    const tools = behaviours.discoverInCatalog ? this.catalog().tools : index.allTools;
    const skills = mcpServer !== undefined ? [] : behaviours.discoverInCatalog ? index.agentsAndSkills.visibleSkills(agent) : index.agentsAndSkills.allSkills();
    function* entries(): Iterable<SearchEntry> {
      for (const tool of tools) {
        if (mcpServer === undefined || tool.mcpServer === mcpServer) yield { kind: 'tool', name: tool.qualifiedName, description: tool.description };
      }
      for (const skill of skills) yield { kind: 'skill', name: skill.qualifiedName, description: skill.description };
    }
    return discoverIn(entries(), query, index.config.discoverTopK);
  }

  loadTool(name: string): LoadToolResult | NotFound {
    const catalog = this.catalog();
    // One answer for every reason (unknown, inaccessible, hidden, out of scope): it reveals nothing.
    if (!catalog.has(name)) return toolNotFound(name);
    if (this.setup.behaviours.alwaysLoadedExempt && catalog.isAlwaysLoaded(name)) return { loaded: name, evicted: [] };
    const evicted = this.working.stamp(name, this.setup.tick(), this.setup.index.config.maxLoadedPerSession);
    this.cached = undefined;
    return { loaded: name, evicted };
  }

  loadSkill(name: string): LoadSkillResult | NotFound {
    const skill = this.setup.index.agentsAndSkills.visibleSkill(name, this.agent);
    if (skill === undefined) return skillNotFound(name);
    const unlocked = this.setup.index.unlockedBy(this.scope(), name);
    this.working.activate(name);
    this.cached = undefined;
    return { skill: name, instructions: skill.instructions, unlocked };
  }

  use(name: string): boolean {
    const catalog = this.catalog();
    const exposed = catalog.exposed.has(name);
    const { behaviours, index, tick } = this.setup;
    const loaded = this.working.loaded.has(name) && !(behaviours.alwaysLoadedExempt && catalog.isAlwaysLoaded(name));
    // Re-stamping a tool already in the set cannot grow it: the trim inside stamp removes nothing.
    if (exposed && loaded && behaviours.stampOnUse) this.working.stamp(name, tick(), index.config.maxLoadedPerSession);
    return exposed;
  }
}
