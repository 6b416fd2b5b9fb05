// The entries of a catalog index, laid out for turns: every tool a turn may list (the framework's, then
// the generation's callable ones), its scope group and its access signature, and the members of each
// group. Built in one pass over the generation with what each capability's entry already holds
// (indexed-tool.ts); a name is placed on demand, from the generation's own lookup, not from a map per tool.
import type { Generation } from '../registry/generation.js';
import type { HostSemantics } from '../semantics.js';
import type { Listing } from './access-signature.js';
import { SignatureTable } from './access-signature.js';
import type { FrameworkTools } from './framework-tools.js';
import { ASK_USER, FRAMEWORK_NAMES } from './framework-tools.js';
import { indexedToolOf } from './indexed-tool.js';
import type { CatalogTool } from './types.js';

// Groups that are not scopes: the framework tools (ask_user only in attended turns).
export const FRAMEWORK = 'framework';
export const FRAMEWORK_ATTENDED = 'framework:attended';

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
  /** Group id by scope key (only groups some tool is in), and each group's entries. */
  readonly groupIds: ReadonlyMap<string, number>;
  readonly members: readonly (readonly number[])[];
  readonly listings: readonly Listing[];
  /** The plugin ask_user's entry (the framework's shadows it in attended turns), or -1. */
  readonly pluginAskUserAt: number;
  /** Where `name` sits in a turn, or undefined when the index has no such tool for it. */
  placeOf(name: string, attended: boolean): Place | undefined;
}

export function indexEntries(generation: Generation, framework: FrameworkTools, semantics: HostSemantics): IndexEntries {
  const signatures = new SignatureTable(semantics);
  const tools: CatalogTool[] = [];
  // At most every framework tool and every callable tool of the generation.
  const most = framework.alwaysPresent.length + 1 + generation.byName.size;
  const groups = new Int32Array(most);
  const signatureOf = new Int32Array(most);
  const groupIds = new Map<string, number>();
  const members: number[][] = [];
  const add = (tool: CatalogTool, key: string, signature: number): number => {
    let g = groupIds.get(key);
    if (g === undefined) {
      groupIds.set(key, (g = members.length));
      members.push([]);
    }
    const at = tools.push(tool) - 1;
    members[g]!.push(at);
    groups[at] = g;
    signatureOf[at] = signature;
    return at;
  };
  const frameworkSignature = signatures.internAlways();
  for (const tool of framework.alwaysPresent) add(tool, FRAMEWORK, frameworkSignature);
  const frameworkAskUserAt = add(framework.askUser, FRAMEWORK_ATTENDED, frameworkSignature);
  let pluginAskUserAt = -1;
  for (const capability of generation.byName.values()) {
    const { tool, group, signatureKey, shadowed } = indexedToolOf(capability);
    if (shadowed) continue; // by a framework tool, in every turn
    // A plugin ask_user stays in its scope group; the framework's shadows it where it exists (attended).
    const at = add(tool, group, signatures.intern(capability, signatureKey));
    if (tool.qualifiedName === ASK_USER) pluginAskUserAt = at;
  }
  const placeAt = (i: number): Place | undefined => (i < 0 ? undefined : { tool: tools[i]!, group: groups[i]!, signature: signatureOf[i]! });
  const frameworkPlaces = new Map(framework.alwaysPresent.map((tool, i) => [tool.qualifiedName, placeAt(i)!]));

  const placeOf = (name: string, attended: boolean): Place | undefined => {
    // The two ask_user entries are told apart by the turn; every other name has at most one entry.
    if (name === ASK_USER) return placeAt(attended ? frameworkAskUserAt : pluginAskUserAt);
    const placed = frameworkPlaces.get(name);
    if (placed !== undefined || FRAMEWORK_NAMES.has(name)) return placed;
    const capability = generation.byName.get(name);
    if (capability === undefined) return undefined;
    const { tool, group, signatureKey } = indexedToolOf(capability);
    return { tool, group: groupIds.get(group)!, signature: signatures.idOf(signatureKey)! };
  };
  return { tools, signatureOf, groupIds, members, listings: signatures.listings, pluginAskUserAt, placeOf };
}
