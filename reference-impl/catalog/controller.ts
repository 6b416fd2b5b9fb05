// One turn's deferred controller (spec/catalog.md, Definitions): the turn's pinned index, message, agent and its own working
// set. Nothing it does is visible to another turn until the host merges it at endTurn (CATALOG-017).
import type { MessageView } from '../access/message-view.js';
import type { PlatformGrants } from '../permits/platform-grants.js';
import type { CatalogIndex, TurnCatalogView, TurnScope } from './generation-catalog.js';
import type { DiscoverRanking, SearchEntry } from './discover.js';
import type { DiscoverResult, LoadSkillResult, LoadToolResult, NotFound, TurnController } from './types.js';
import type { WorkingSet } from './working-set.js';

export interface TurnSetup {
  readonly id: string;
  readonly session: string;
  /** The index of the generation the turn pinned. */
  readonly index: CatalogIndex;
  readonly view: MessageView | null;
  readonly grants: PlatformGrants;
  readonly agent: string | null;
  readonly attended: boolean;
  readonly working: WorkingSet;
  /** The parent turn of a sub-agent turn. */
  readonly parent?: CatalogTurn;
  /** Ticks the case-wide logical clock and answers the new value. */
  readonly tick: () => number;
  /** The discover ranking the host chose (CATALOG-009 recommends the reference's). */
  readonly rank: DiscoverRanking;
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
  protected get index(): CatalogIndex {
    return this.setup.index;
  }

  /** What decides the turn's catalog: message, agent, attendance (ask_user: CATALOG-025) and working set. */
  protected scope(): TurnScope {
    const { view, grants, agent, attended, working } = this.setup;
    return { view, grants, agent, attended, activeSkills: working.skills, loaded: new Set(working.loaded.keys()) };
  }

  /** The turn's catalog now (CATALOG-001…006, CATALOG-012, CATALOG-025). */
  catalog(): TurnCatalogView {
    return this.index.turn(this.scope());
  }

  /** discover searches the turn's catalog and visible skills only (CATALOG-007); a server filter keeps that server's tools (CATALOG-010). */
  discover(query: string, mcpServer?: string): readonly DiscoverResult[] {
    const { agent, rank } = this.setup;
    const index = this.index;
    const tools = this.catalog().tools;
    const skills = mcpServer !== undefined ? [] : index.agentsAndSkills.visibleSkills(agent);
    function* entries(): Iterable<SearchEntry> {
      for (const tool of tools) {
        if (mcpServer === undefined || tool.mcpServer === mcpServer) yield { kind: 'tool', name: tool.qualifiedName, description: tool.description };
      }
      for (const skill of skills) yield { kind: 'skill', name: skill.qualifiedName, description: skill.description };
    }
    return rank(entries(), query, index.config.discoverTopK);
  }

  /**
   * The initial model surface (CATALOG-029): the exposed tools, and a summary of every visible skill (its
   * description, else the first line of its instructions) and of every agent (its id).
   */
  surface(): { tools: string[]; skills: { name: string; summary: string }[]; agents: { name: string; summary: string }[] } {
    const { agentsAndSkills } = this.index;
    const tools = [...this.catalog().exposed];
    const skills = [...agentsAndSkills.visibleSkills(this.agent)]
      .sort((a, b) => (a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0))
      .map((s) => ({ name: s.qualifiedName, summary: s.description !== '' ? s.description : (s.instructions.split('\n', 1)[0] ?? '') }));
    const agents = agentsAndSkills.agents().map((id) => ({ name: id, summary: `sub-agent ${id}` }));
    return { tools: tools.sort(), skills, agents };
  }

  /** CATALOG-011 (one not-found answer), CATALOG-013/014 (stamp, evict least recent), CATALOG-015 (always-loaded exempt). */
  loadTool(name: string): LoadToolResult | NotFound {
    const catalog = this.catalog();
    // One answer for every reason (unknown, inaccessible, hidden, out of scope): it reveals nothing.
    if (!catalog.has(name)) return toolNotFound(name);
    if (catalog.isAlwaysLoaded(name)) return { loaded: name, evicted: [] };
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

  /** A use of a loaded tool re-stamps it (CATALOG-014); answers whether the tool is exposed. */
  use(name: string): boolean {
    const catalog = this.catalog();
    const exposed = catalog.exposed.has(name);
    const loaded = this.working.loaded.has(name) && !catalog.isAlwaysLoaded(name);
    // Re-stamping a tool already in the set cannot grow it: the trim inside stamp removes nothing.
    if (exposed && loaded) this.working.stamp(name, this.setup.tick(), this.index.config.maxLoadedPerSession);
    return exposed;
  }
}
