// The per-generation catalog index (spec/catalog.md): everything a turn's catalog needs, prepared once per
// generation. What a turn's catalog is depends on far fewer things than the tools: which scope groups are
// on (public, the framework's, the agent's, the active skills') and the verdict of each distinct access
// signature for the message. A turn decides each signature once, and that pair is its key: the index keeps
// the catalogs it built per key (bounded), so a turn costs O(signatures + groups on + exposed), not
// O(tools). A catalog is a frozen array of frozen CatalogTools that every turn of its key shares.
import type { Generation } from '../../reference-impl/registry/generation.js';
import type { HostSemantics } from '../../reference-impl/semantics.js';
import { referenceSemantics } from '../../reference-impl/semantics.js';
import { AgentsAndSkills } from '../../reference-impl/catalog/agents-and-skills.js';
import { BoundedCache } from './bounded-cache.js';
import type { FrameworkTools } from '../../reference-impl/catalog/framework-tools.js';
import { REFERENCE_FRAMEWORK_TOOLS } from '../../reference-impl/catalog/framework-tools.js';
import { indexEntries } from './index-entries.js';
import { FRAMEWORK, FRAMEWORK_ATTENDED } from './index-layout.js';
import { IndexMemory } from './index-layout.js';
import { agentScopeKey, agentSkillScopeKey, PUBLIC_SCOPE, skillScopeKey } from './tool-scope.js';
import type { CatalogTool, DeferredToolsConfig } from '../../reference-impl/catalog/types.js';
import type { CatalogIndex, TurnCatalogView, TurnScope } from '../../reference-impl/catalog/generation-catalog.js';
import { isAlwaysLoadedIn } from '../../reference-impl/catalog/generation-catalog.js';

export type { CatalogIndex, TurnCatalogView, TurnScope } from '../../reference-impl/catalog/generation-catalog.js';

/** The index's own shape: the plain CatalogIndex, and how many catalogs it keeps now. */
export interface KeptCatalogIndex extends CatalogIndex {
  /** How many turn keys have a catalog kept now (at most TURN_CATALOGS_KEPT). */
  readonly keptCatalogs: number;
}

/** Catalogs kept per index: a turn whose key was pushed out builds its catalog again from the groups. */
export const TURN_CATALOGS_KEPT = 64;

// Names are unique but for ask_user (framework and plugin), which never meet in one catalog: attended turns
// shadow the plugin's, unattended ones have no framework ask_user.
const byQualifiedName = (a: CatalogTool, b: CatalogTool): number => (a.qualifiedName < b.qualifiedName ? -1 : 1);

/**
 * A turn's key: one character per signature verdict, then the groups on. Built in slices: one
 * argument per signature to String.fromCharCode overflows the call stack at ~10^5 signatures.
 */
export function turnKey(verdict: Uint8Array, on: readonly number[]): string {
  const SLICE = 8192;
  let key = '';
  for (let at = 0; at < verdict.length; at += SLICE) key += String.fromCharCode(...verdict.subarray(at, at + SLICE));
  key += '|';
  for (let at = 0; at < on.length; at += SLICE) key += on.slice(at, at + SLICE).join(',');
  return key;
}

/** The groups an active skill switches on: its own, and with an agent selected that agent's skill of that id. */
const skillKeys = (agent: string | null, skill: string): string[] => (agent === null ? [skillScopeKey(skill)] : [skillScopeKey(skill), agentSkillScopeKey(agent, skill)]);

/**
 * The entries `config` always loads (isAlwaysLoadedIn), in name order: only names on one of its lists can
 * be, and they are few, so each is looked up in the name order instead of every listed tool being asked.
 */
function alwaysLoadedEntries(config: DeferredToolsConfig, tools: readonly CatalogTool[], nameOrder: Int32Array, rank: Int32Array): number[] {
  const names = new Set(config.alwaysLoadedTools);
  for (const server of Object.values(config.mcpServers)) for (const name of server.alwaysLoadedTools) names.add(name);
  const entries: number[] = [];
  for (const name of names) {
    // The first entry of the name order not before `name`, then every entry of that name (ask_user has two).
    let low = 0;
    let high = nameOrder.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (tools[nameOrder[mid]!]!.qualifiedName < name) low = mid + 1;
      else high = mid;
    }
    for (let k = low; k < nameOrder.length && tools[nameOrder[k]!]!.qualifiedName === name; k++) {
      const i = nameOrder[k]!;
      if (isAlwaysLoadedIn(config, name, tools[i]!.mcpServer)) entries.push(i);
    }
  }
  return entries.sort((a, b) => rank[a]! - rank[b]!);
}

/** The catalog of one turn key: its tools (by qualifiedName) and which of them are always loaded. */
interface KeyedCatalog {
  readonly tools: readonly CatalogTool[];
  readonly alwaysLoaded: readonly string[];
}

export function buildCatalogIndex(
  generation: Generation,
  config: DeferredToolsConfig,
  semantics: HostSemantics = referenceSemantics,
  framework: FrameworkTools = REFERENCE_FRAMEWORK_TOOLS,
  memory: IndexMemory = new IndexMemory(),
): KeptCatalogIndex {
  const { tools, groups, signatureOf, groupIds, members, listings, picks, pluginAskUserAt, nameOrder, rank, placeOf } = indexEntries(generation, framework, semantics, memory);
  const catalogs = new BoundedCache<string, KeyedCatalog>(TURN_CATALOGS_KEPT);
  const alwaysEntries = alwaysLoadedEntries(config, tools, nameOrder, rank);
  // A remembered skill whose SKILL.md is gone unlocks nothing (CATALOG-003), as in the plain catalog.
  const skillsHere = new Set(generation.skills.map((s) => s.qualifiedName));
  let allSorted: CatalogTool[] | undefined;

  /** The plugin ask_user the framework's shadows in this turn, or -1. */
  const shadowedIn = (scope: TurnScope): number => (scope.attended ? pluginAskUserAt : -1);

  /** The groups a turn switches on, ascending (only groups some tool is in). Keys are distinct, so groups are. */
  const groupsOn = (scope: TurnScope): number[] => {
    const on: number[] = [];
    const add = (key: string): void => {
      const g = groupIds.get(key);
      if (g !== undefined) on.push(g);
    };
    add(PUBLIC_SCOPE);
    add(FRAMEWORK);
    if (scope.attended) add(FRAMEWORK_ATTENDED);
    if (scope.agent !== null) add(agentScopeKey(scope.agent));
    for (const skill of scope.activeSkills) if (skillsHere.has(skill)) for (const key of skillKeys(scope.agent, skill)) add(key);
    return on.sort((a, b) => a - b);
  };

  /** Each signature decided once for the message: 1 listed, 0 not. */
  const verdictsFor = (scope: TurnScope): Uint8Array => {
    const verdict = new Uint8Array(listings.length);
    for (let s = 0; s < listings.length; s++) verdict[s] = listings[s]!(scope.view, scope.grants) ? 1 : 0;
    return verdict;
  };

  /**
   * A key's entries in name order. Few entries on: its groups' members, ordered by their place in the
   * index's name order; many: one pass over the name order, keeping the entries whose group is on.
   */
  const pick = (on: readonly number[], verdict: Uint8Array, shadowed: number): number[] => {
    const picked: number[] = [];
    let candidates = 0;
    for (const g of on) candidates += members[g]!.length;
    if (candidates * 8 < nameOrder.length) {
      for (const g of on) for (const i of members[g]!) if (verdict[signatureOf[i]!] === 1 && i !== shadowed) picked.push(i);
      return picked.sort((a, b) => rank[a]! - rank[b]!);
    }
    const groupOn = new Uint8Array(members.length);
    for (const g of on) groupOn[g] = 1;
    for (let k = 0; k < nameOrder.length; k++) {
      const i = nameOrder[k]!;
      if (groupOn[groups[i]!] === 1 && verdict[signatureOf[i]!] === 1 && i !== shadowed) picked.push(i);
    }
    return picked;
  };

  /** A key's catalog: its entries (picked once per layout lineage) and which of them are always loaded. */
  const catalogOf = (key: string, on: readonly number[], verdict: Uint8Array, shadowed: number): KeyedCatalog => {
    const entries = picks.getOrMake(key, () => pick(on, verdict, shadowed));
    const picked: CatalogTool[] = new Array(entries.length);
    for (let k = 0; k < entries.length; k++) picked[k] = tools[entries[k]!]!;
    // The always-loaded entries this key picks, as pick decides (group on, listed, not shadowed), in name order.
    const alwaysLoaded = alwaysEntries.filter((i) => i !== shadowed && verdict[signatureOf[i]!] === 1 && on.includes(groups[i]!)).map((i) => tools[i]!.qualifiedName);
    return { tools: Object.freeze(picked), alwaysLoaded };
  };

  const turn = (scope: TurnScope): TurnCatalogView => {
    const on = groupsOn(scope);
    const verdict = verdictsFor(scope);
    // The verdicts (a fixed length), then the groups on: equal keys have equal catalogs (attended is a group).
    const key = turnKey(verdict, on);
    const shadowed = shadowedIn(scope);
    const catalog = catalogs.getOrMake(key, () => catalogOf(key, on, verdict, shadowed));
    // placeOf never answers the shadowed plugin ask_user of an attended turn.
    const has = (name: string): boolean => {
      const placed = placeOf(name, scope.attended);
      return placed !== undefined && on.includes(placed.group) && verdict[placed.signature] === 1;
    };
    const exposed = new Set(catalog.alwaysLoaded);
    for (const name of scope.loaded) if (has(name)) exposed.add(name);
    // Asked for catalog or exposed names only (loadTool, use); a name outside the index is not always loaded.
    const isAlwaysLoaded = (name: string): boolean => {
      const placed = placeOf(name, scope.attended);
      return placed !== undefined && isAlwaysLoadedIn(config, name, placed.tool.mcpServer);
    };
    return { tools: catalog.tools, exposed, has, isAlwaysLoaded };
  };

  const unlockedBy = (scope: TurnScope, skill: string): string[] => {
    if (scope.activeSkills.has(skill)) return [];
    const names: string[] = [];
    for (const key of skillKeys(scope.agent, skill)) {
      const g = groupIds.get(key);
      if (g === undefined) continue;
      for (const i of members[g]!) if (listings[signatureOf[i]!]!(scope.view, scope.grants)) names.push(tools[i]!.qualifiedName);
    }
    return names.sort();
  };

  return {
    generation,
    config,
    agentsAndSkills: new AgentsAndSkills(generation),
    turn,
    unlockedBy,
    get allTools() {
      // Sorted on first use (a broken discover's), not at every commit.
      return (allSorted ??= [...tools].sort(byQualifiedName));
    },
    get keptCatalogs() {
      return catalogs.size;
    },
  };
}
