// The entries of a catalog index as turns read them: the layout (index-layout.ts) and where a name sits,
// placed on demand from the generation's own lookup, not from a map per tool.
import type { Generation } from '../../reference-impl/registry/generation.js';
import type { HostSemantics } from '../../reference-impl/semantics.js';
import type { Listing } from './access-signature.js';
import type { FrameworkTools } from '../../reference-impl/catalog/framework-tools.js';
import { ASK_USER, FRAMEWORK_NAMES } from '../../reference-impl/catalog/framework-tools.js';
import type { Layout } from './index-layout.js';
import { freshLayout, takeOver } from './index-layout.js';
import type { IndexMemory } from './index-layout.js';
import type { CatalogTool } from '../../reference-impl/catalog/types.js';

/** Where one tool sits: its group and its signature. */
export interface Place {
  readonly tool: CatalogTool;
  readonly group: number;
  readonly signature: number;
}

export interface IndexEntries {
  /** Every entry, framework first, then the generation's tools in its order. */
  readonly tools: readonly CatalogTool[];
  readonly signatureOf: Int32Array;
  /** Each entry's group. */
  readonly groups: Int32Array;
  /** Every entry in name order, and each entry's place in it. */
  readonly nameOrder: Int32Array;
  readonly rank: Int32Array;
  /** Group id by scope key (only groups some tool is in), and each group's entries. */
  readonly groupIds: ReadonlyMap<string, number>;
  readonly members: readonly (readonly number[])[];
  readonly listings: readonly Listing[];
  /** Per turn key, its catalog's entries in name order (shared with the layouts taken over). */
  readonly picks: Layout['picks'];
  /** The plugin ask_user's entry (the framework's shadows it in attended turns), or -1. */
  readonly pluginAskUserAt: number;
  /** Where `name` sits in a turn, or undefined when the index has no such tool for it. */
  placeOf(name: string, attended: boolean): Place | undefined;
}

/** The entries of `generation`: the host's memory gives the entries it derived, and its last layout where it fits. */
export function indexEntries(generation: Generation, framework: FrameworkTools, semantics: HostSemantics, memory: IndexMemory): IndexEntries {
  const last = memory.last;
  const entries = memory.tools;
  const layout = (last && takeOver(last, generation, framework, semantics, entries)) ?? freshLayout(generation, framework, semantics, entries);
  memory.last = layout;
  const { signatures, tools, groups, signatureOf, groupIds, members, frameworkAskUserAt, pluginAskUserAt, picks, nameOrder, rank } = layout;
  const placeAt = (i: number): Place | undefined => (i < 0 ? undefined : { tool: tools[i]!, group: groups[i]!, signature: signatureOf[i]! });
  const frameworkPlaces = new Map(framework.alwaysPresent.map((tool, i) => [tool.qualifiedName, placeAt(i)!]));

  const placeOf = (name: string, attended: boolean): Place | undefined => {
    // The two ask_user entries are told apart by the turn; every other name has at most one entry.
    if (name === ASK_USER) return placeAt(attended ? frameworkAskUserAt : pluginAskUserAt);
    // A plugin or Seam tool of a framework tool's name is shadowed: the name is the framework tool's.
    if (FRAMEWORK_NAMES.has(name)) return frameworkPlaces.get(name);
    const capability = generation.byName.get(name);
    if (capability === undefined) return undefined;
    const { tool, group, signatureKey } = entries.of(capability);
    return { tool, group: groupIds.get(group)!, signature: signatures.idOf(signatureKey)! };
  };
  return { tools, groups, signatureOf, groupIds, members, listings: signatures.listings, picks, pluginAskUserAt, nameOrder, rank, placeOf };
}
