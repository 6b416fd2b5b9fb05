// The per-generation catalog index (spec/catalog.md): everything a turn's catalog needs, prepared once per
// generation so that building a turn's catalog is one pass over typed arrays. Each tool is a frozen
// CatalogTool built here; its scope is an interned group and its access an interned signature. A turn
// switches groups on (public, its agent, its active skills), decides each signature it meets once, and
// pushes references: no per-tool allocation per turn.
import type { MessageView } from '../access/message-view.js';
import type { PlatformGrants } from '../permits/platform-grants.js';
import type { Generation } from '../registry/generation.js';
import type { HostSemantics } from '../semantics.js';
import { referenceSemantics } from '../semantics.js';
import { SignatureTable } from './access-signature.js';
import { AgentsAndSkills } from './agents-and-skills.js';
import type { FrameworkTools } from './framework-tools.js';
import { ASK_USER, FRAMEWORK_NAMES, REFERENCE_FRAMEWORK_TOOLS } from './framework-tools.js';
import { mcpServerOf } from './mcp-server.js';
import { agentScopeKey, agentSkillScopeKey, PUBLIC_SCOPE, scopeKeyOf, skillScopeKey } from './tool-scope.js';
import type { CatalogTool, DeferredToolsConfig, TurnCatalog } from './types.js';

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

export interface CatalogIndex {
  readonly generation: Generation;
  readonly config: DeferredToolsConfig;
  readonly agentsAndSkills: AgentsAndSkills;
  /** The per-turn build: the hot path. */
  turn(scope: TurnScope): TurnCatalogView;
  /** Names of the tools that enter the catalog when `skill` becomes active (none if it already is), sorted. */
  unlockedBy(scope: TurnScope, skill: string): string[];
  /** Every tool of the index, whatever a turn may see (only a broken discover reads this). */
  readonly allTools: readonly CatalogTool[];
}

// Groups that are not scopes: the framework tools (ask_user only in attended turns).
const FRAMEWORK = 'framework';
const FRAMEWORK_ATTENDED = 'framework:attended';

// Stryker disable next-line ConditionalExpression,EqualityOperator,UnaryOperator: both channels sort their entries by name again, and nothing else reads the catalog order
const byQualifiedName = (a: CatalogTool, b: CatalogTool): number => (a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0);

/** alwaysLoaded (spec/catalog.md, Definitions): a server with an mcpServers entry uses its own list, every other tool the global one. */
export function isAlwaysLoadedIn(config: DeferredToolsConfig, name: string, mcpServer: string | undefined): boolean {
  const server = mcpServer !== undefined && Object.prototype.hasOwnProperty.call(config.mcpServers, mcpServer) ? config.mcpServers[mcpServer] : undefined;
  return (server?.alwaysLoadedTools ?? config.alwaysLoadedTools).includes(name);
}

interface Entry {
  readonly tool: CatalogTool;
  readonly group: string;
  readonly signature: number;
}

export function buildCatalogIndex(
  generation: Generation,
  config: DeferredToolsConfig,
  semantics: HostSemantics = referenceSemantics,
  framework: FrameworkTools = REFERENCE_FRAMEWORK_TOOLS,
): CatalogIndex {
  const signatures = new SignatureTable(semantics);
  const frameworkSignature = signatures.internAlways();
  const entries: Entry[] = framework.alwaysPresent.map((tool) => ({ tool, group: FRAMEWORK, signature: frameworkSignature }));
  entries.push({ tool: framework.askUser, group: FRAMEWORK_ATTENDED, signature: frameworkSignature });
  let pluginAskUser: CatalogTool | undefined;
  for (const capability of generation.byName.values()) {
    const name = capability.qualifiedName;
    if (FRAMEWORK_NAMES.has(name) && name !== ASK_USER) continue; // shadowed in every turn
    const tool: CatalogTool = Object.freeze({
      qualifiedName: name,
      description: capability.description,
      inputSchema: capability.inputSchema,
      // Stryker disable next-line BooleanLiteral: no catalog op reads the framework flag
      framework: false,
      mcpServer: mcpServerOf(capability.source),
    });
    // A plugin ask_user stays in its scope group; the framework's shadows it where it exists (attended).
    if (name === ASK_USER) pluginAskUser = tool;
    entries.push({ tool, group: scopeKeyOf(capability), signature: signatures.intern(capability) });
  }
  // Stryker disable next-line MethodExpression,ArrowFunction: both channels sort their entries by name again, and nothing else reads the catalog order
  entries.sort((a, b) => byQualifiedName(a.tool, b.tool));

  const n = entries.length;
  const tools: CatalogTool[] = entries.map((e) => e.tool);
  const groupIds = new Map<string, number>();
  const groupOf = new Int32Array(n);
  const signatureOf = new Int32Array(n);
  const always = new Uint8Array(n);
  const members = new Map<number, number[]>();
  const position = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const e = entries[i]!;
    let g = groupIds.get(e.group);
    if (g === undefined) groupIds.set(e.group, (g = groupIds.size));
    groupOf[i] = g;
    signatureOf[i] = e.signature;
    always[i] = isAlwaysLoadedIn(config, e.tool.qualifiedName, e.tool.mcpServer) ? 1 : 0;
    const list = members.get(g);
    if (list === undefined) members.set(g, [i]);
    else list.push(i);
    // The two ask_user entries are told apart by at() in a turn; every other name has one entry.
    // Stryker disable next-line ConditionalExpression: at() answers ask_user without the position map
    if (e.tool.qualifiedName !== ASK_USER) position.set(e.tool.qualifiedName, i);
  }
  const frameworkAskUser = tools.indexOf(framework.askUser);
  // Stryker disable next-line ConditionalExpression: indexOf(undefined) is -1 as well
  const pluginAskUserAt = pluginAskUser === undefined ? -1 : tools.indexOf(pluginAskUser);
  const listings = signatures.listings;
  const groupCount = groupIds.size;
  const group = (key: string): number | undefined => groupIds.get(key);

  /** The plugin ask_user the framework's shadows in this turn, or -1. */
  const shadowedIn = (scope: TurnScope): number => (scope.attended ? pluginAskUserAt : -1);

  /** Which groups a turn switches on. */
  const groupsOn = (scope: TurnScope): Uint8Array => {
    const on = new Uint8Array(groupCount);
    const set = (g: number | undefined): void => {
      // Stryker disable next-line ConditionalExpression: writing on[undefined] of a typed array changes no element
      if (g !== undefined) on[g] = 1;
    };
    set(group(PUBLIC_SCOPE));
    set(group(FRAMEWORK));
    if (scope.attended) set(group(FRAMEWORK_ATTENDED));
    if (scope.agent !== null) set(group(agentScopeKey(scope.agent)));
    for (const skill of scope.activeSkills) {
      set(group(skillScopeKey(skill)));
      if (scope.agent !== null) set(group(agentSkillScopeKey(scope.agent, skill)));
    }
    return on;
  };

  const turn = (scope: TurnScope): TurnCatalogView => {
    const on = groupsOn(scope);
    // 0 = not decided yet, 1 = listed, 2 = not listed: each signature is decided at most once per turn.
    const verdict = new Uint8Array(listings.length);
    const { view, grants } = scope;
    const out: CatalogTool[] = [];
    const exposed = new Set<string>();
    const shadowed = shadowedIn(scope);
    // Stryker disable next-line EqualityOperator: at i === n every typed-array read is undefined, so the entry is skipped
    for (let i = 0; i < n; i++) {
      if (on[groupOf[i]!] === 0 || i === shadowed) continue;
      // Decides the signature once per turn: this loop is the hot path.
      const s = signatureOf[i]!;
      let v = verdict[s]!;
      // Stryker disable next-line ConditionalExpression: the verdict is a per-turn cache: deciding a signature again gives the same answer
      if (v === 0) verdict[s] = v = listings[s]!(view, grants) ? 1 : 2;
      if (v !== 1) continue;
      const tool = tools[i]!;
      out.push(tool);
      if (always[i] === 1) exposed.add(tool.qualifiedName);
    }
    const at = (name: string): number => (name === ASK_USER ? (scope.attended ? frameworkAskUser : pluginAskUserAt) : (position.get(name) ?? -1));
    // at() never answers the shadowed plugin ask_user of an attended turn, and the loop above decided the
    // signature of every other tool of a group that is on.
    const has = (name: string): boolean => {
      const i = at(name);
      // Stryker disable next-line ConditionalExpression: at() answers -1 for a missing name, and on[groupOf[-1]] is undefined, not 1
      return i >= 0 && on[groupOf[i]!] === 1 && verdict[signatureOf[i]!] === 1;
    };
    for (const name of scope.loaded) if (has(name)) exposed.add(name);
    const isAlwaysLoaded = (name: string): boolean => {
      const i = at(name);
      // Stryker disable next-line ConditionalExpression: a name outside the index is not exposed, so its always-loaded answer decides nothing (loadTool and use read it only for catalog or exposed names)
      return i >= 0 ? always[i] === 1 : isAlwaysLoadedIn(config, name, undefined);
    };
    return { tools: out, exposed, has, isAlwaysLoaded };
  };

  const unlockedBy = (scope: TurnScope, skill: string): string[] => {
    if (scope.activeSkills.has(skill)) return [];
    // Stryker disable next-line ArrayDeclaration: a key that names no group unlocks nothing
    const keys = [skillScopeKey(skill), ...(scope.agent !== null ? [agentSkillScopeKey(scope.agent, skill)] : [])];
    const names: string[] = [];
    for (const key of keys) {
      const g = group(key);
      // Stryker disable next-line ConditionalExpression,ArrayDeclaration: members.get(undefined) is undefined, so ?? [] answers the same
      for (const i of g === undefined ? [] : (members.get(g) ?? [])) {
        // Stryker disable next-line ConditionalExpression: the plugin ask_user is a public tool (tools/ask_user of a root plugin), never in a skill group
        if (i === shadowedIn(scope)) continue;
        if (listings[signatureOf[i]!]!(scope.view, scope.grants)) names.push(tools[i]!.qualifiedName);
      }
    }
    // Stryker disable next-line MethodExpression: a skill is public or one agent only, so one group contributes, and its members are in index (name) order
    return names.sort();
  };

  return { generation, config, agentsAndSkills: new AgentsAndSkills(generation), turn, unlockedBy, allTools: tools };
}
