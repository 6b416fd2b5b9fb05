// Which tools a turn lists (spec/catalog.md, Definitions; CATALOG-001…006, CATALOG-025), stated plainly:
// the framework tools, then every callable tool of the turn's generation whose scope the turn has switched
// on and whose access lists it for the turn's message, sorted by qualifiedName. Nothing is kept between
// turns; engine/catalog/ builds the same answers from an index (checked by an equivalence property).
import type { MessageView } from '../access/message-view.js';
import type { PlatformGrants } from '../permits/platform-grants.js';
import type { ToolCapability } from '../registry/capability.js';
import type { Generation } from '../registry/generation.js';
import type { HostSemantics } from '../semantics.js';
import { AgentsAndSkills } from './agents-and-skills.js';
import type { FrameworkTools } from './framework-tools.js';
import { ASK_USER, FRAMEWORK_NAMES } from './framework-tools.js';
import { mcpServerOfTool } from './mcp-server.js';
import type { CatalogTool, DeferredToolsConfig, TurnCatalog } from './types.js';

/** What decides a turn's catalog. */
export interface TurnScope {
  view: MessageView | null;
  grants: PlatformGrants;
  agent: string | null;
  activeSkills: ReadonlySet<string>;
  attended: boolean;
  /** The working set's names. */
  loaded: ReadonlySet<string>;
}

/** A turn's catalog, with the lookups a controller needs (still a plain TurnCatalog to a reader). */
export interface TurnCatalogView extends TurnCatalog {
  /** `name` is a catalog tool of this turn. */
  has(name: string): boolean;
  /** `name` is always loaded (config alwaysLoadedTools / mcpServers), whether or not it is in the catalog. */
  isAlwaysLoaded(name: string): boolean;
}

/** Everything a turn's catalog reads from one generation (the plain rules here; engine/catalog/ indexes it). */
export interface CatalogIndex {
  readonly generation: Generation;
  readonly config: DeferredToolsConfig;
  readonly agentsAndSkills: AgentsAndSkills;
  turn(scope: TurnScope): TurnCatalogView;
  /** Names of the tools that enter the catalog when `skill` becomes active (none if it already is), sorted. */
  unlockedBy(scope: TurnScope, skill: string): string[];
  /** Every tool a turn of the generation could list, whatever the scope and access, sorted. */
  readonly allTools: readonly CatalogTool[];
}

/** alwaysLoaded (Definitions): a server with an mcpServers entry uses its own list, every other tool the global one. */
export function isAlwaysLoadedIn(config: DeferredToolsConfig, name: string, mcpServer: string | undefined): boolean {
  const server = mcpServer !== undefined && Object.prototype.hasOwnProperty.call(config.mcpServers, mcpServer) ? config.mcpServers[mcpServer] : undefined;
  return (server?.alwaysLoadedTools ?? config.alwaysLoadedTools).includes(name);
}

/**
 * Scope (Definitions): a tool needs its agent selected and/or its skill active (with that agent). The tools
 * a selected agent requests in agent.json (CATALOG-031) need nothing more: a public tool is in scope in
 * every turn, and a request widens no other scope nor what access control lists.
 */
export function inScope(tool: Pick<ToolCapability, 'agent' | 'skill'>, agent: string | null, activeSkills: ReadonlySet<string>): boolean {
  if (tool.agent !== undefined && tool.agent !== agent) return false;
  return tool.skill === undefined || activeSkills.has(tool.skill);
}

/** A capability as the model sees it. */
export function catalogToolOf(capability: ToolCapability): CatalogTool {
  return { qualifiedName: capability.qualifiedName, description: capability.description, inputSchema: capability.inputSchema, framework: false, mcpServer: mcpServerOfTool(capability) };
}

const byQualifiedName = (a: CatalogTool, b: CatalogTool): number => (a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0);

/**
 * A plugin or Seam tool that may be listed at all: a framework tool's name is the framework's (its tool
 * shadows the plugin's), but for ask_user, which the framework has only in attended turns.
 */
const notShadowed = (capability: ToolCapability, attended: boolean): boolean =>
  !FRAMEWORK_NAMES.has(capability.qualifiedName) || (capability.qualifiedName === ASK_USER && !attended);

export function generationCatalog(generation: Generation, config: DeferredToolsConfig, semantics: HostSemantics, framework: FrameworkTools): CatalogIndex {
  const listed = (capability: ToolCapability, scope: TurnScope): boolean => semantics.observeAccess(capability, scope.view, scope.grants).listed;

  // A skill the session remembers as active unlocks nothing once its SKILL.md is gone: a skill-private
  // tool with no skill of this generation beside it never enters a catalog (CATALOG-003).
  const skillsHere = new Set(generation.skills.map((s) => s.qualifiedName));
  const turn = (given: TurnScope): TurnCatalogView => {
    const scope: TurnScope = { ...given, activeSkills: new Set([...given.activeSkills].filter((s) => skillsHere.has(s))) };
    const tools: CatalogTool[] = [...framework.alwaysPresent];
    if (scope.attended) tools.push(framework.askUser);
    for (const capability of generation.byName.values()) {
      if (notShadowed(capability, scope.attended) && inScope(capability, scope.agent, scope.activeSkills) && listed(capability, scope)) tools.push(catalogToolOf(capability));
    }
    tools.sort(byQualifiedName);
    const byName = new Map(tools.map((t) => [t.qualifiedName, t]));
    // Asked of catalog and loaded names (loadTool, use): a name the catalog lacks is read from the generation.
    const isAlwaysLoaded = (name: string): boolean => {
      const inCatalog = byName.get(name);
      if (inCatalog !== undefined) return isAlwaysLoadedIn(config, name, inCatalog.mcpServer);
      const capability = FRAMEWORK_NAMES.has(name) && name !== ASK_USER ? undefined : generation.byName.get(name);
      return capability !== undefined && isAlwaysLoadedIn(config, name, mcpServerOfTool(capability));
    };
    // Exposed (CATALOG-012): the always-loaded tools of the catalog and the loaded ones still in it.
    const exposed = new Set(tools.filter((t) => isAlwaysLoadedIn(config, t.qualifiedName, t.mcpServer)).map((t) => t.qualifiedName));
    for (const name of scope.loaded) if (byName.has(name)) exposed.add(name);
    return { tools, exposed, has: (name) => byName.has(name), isAlwaysLoaded };
  };

  /** The tools that need `skill` active and would then be listed (CATALOG-004). */
  const unlockedBy = (scope: TurnScope, skill: string): string[] => {
    if (scope.activeSkills.has(skill)) return [];
    const names: string[] = [];
    for (const capability of generation.byName.values()) {
      const shadowed = FRAMEWORK_NAMES.has(capability.qualifiedName) && capability.qualifiedName !== ASK_USER;
      if (shadowed || capability.skill !== skill || (capability.agent !== undefined && capability.agent !== scope.agent)) continue;
      if (listed(capability, scope)) names.push(capability.qualifiedName);
    }
    return names.sort();
  };

  const allTools = (): CatalogTool[] => {
    const tools: CatalogTool[] = [...framework.alwaysPresent, framework.askUser];
    for (const capability of generation.byName.values()) if (!FRAMEWORK_NAMES.has(capability.qualifiedName) || capability.qualifiedName === ASK_USER) tools.push(catalogToolOf(capability));
    return tools.sort(byQualifiedName);
  };

  return {
    generation,
    config,
    agentsAndSkills: new AgentsAndSkills(generation),
    turn,
    unlockedBy,
    get allTools() {
      return allTools();
    },
  };
}
