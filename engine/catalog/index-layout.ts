// The layout of a catalog index: every entry a turn may list (the framework's, then the generation's
// callable tools in its order), its scope group and access signature, and each group's members. A
// recommit mostly keeps names, groups and signatures and changes a few entries' text: the layout of the
// last index built (per host semantics) is taken over when every entry sits where it sat, with only the
// entries of changed tools replaced; anything else lays the index out afresh.
import type { Generation } from '../../reference-impl/registry/generation.js';
import type { HostSemantics } from '../../reference-impl/semantics.js';
import { SignatureTable } from './access-signature.js';
import { BoundedCache } from './bounded-cache.js';
import type { FrameworkTools } from '../../reference-impl/catalog/framework-tools.js';
import { ASK_USER } from '../../reference-impl/catalog/framework-tools.js';
import { derivationKeyOf, IndexedTools } from './indexed-tool.js';
import type { CatalogTool } from '../../reference-impl/catalog/types.js';

// Groups that are not scopes: the framework tools (ask_user only in attended turns).
export const FRAMEWORK = 'framework';
export const FRAMEWORK_ATTENDED = 'framework:attended';

export interface Layout {
  readonly framework: FrameworkTools;
  readonly signatures: SignatureTable;
  readonly tools: readonly CatalogTool[];
  readonly groups: Int32Array;
  readonly signatureOf: Int32Array;
  readonly groupIds: ReadonlyMap<string, number>;
  readonly members: readonly (readonly number[])[];
  readonly frameworkAskUserAt: number;
  readonly pluginAskUserAt: number;
  /** Per callable tool of the generation, in its order: what its entry was derived from, and the entry (-1: shadowed). */
  readonly keys: readonly object[];
  readonly entryOf: Int32Array;
  /**
   * Per turn key, the entries of its catalog in name order. Every layout taken over from this one has the
   * same entries at the same places with the same names, so they share it.
   */
  readonly picks: BoundedCache<string, readonly number[]>;
  /** Every entry in name order, and each entry's place in it: a miss turn lists its entries in this order. */
  readonly nameOrder: Int32Array;
  readonly rank: Int32Array;
}

/**
 * What a host's catalog indexes share (owned by the host): each prepared tool's entry, and the layout of the
 * last index built, which the next index may take over. An index built without one has one of its own.
 */
export class IndexMemory {
  readonly tools = new IndexedTools();
  last: Layout | undefined;
}

/** Entries in qualifiedName order (the two ask_user entries never meet in one catalog). */
function namesInOrder(tools: readonly CatalogTool[]): { nameOrder: Int32Array; rank: Int32Array } {
  const names = tools.map((t) => t.qualifiedName);
  // Sorted as a plain array (V8 sorts one faster than a typed array with a comparator), then packed.
  const nameOrder = Int32Array.from(Array.from(names.keys()).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b)));
  const rank = new Int32Array(tools.length);
  for (let k = 0; k < nameOrder.length; k++) rank[nameOrder[k]!] = k;
  return { nameOrder, rank };
}

/** Turn keys whose picks a layout keeps (as many as an index keeps catalogs). */
export const PICKS_KEPT = 64;

export function freshLayout(generation: Generation, framework: FrameworkTools, semantics: HostSemantics, entries: IndexedTools): Layout {
  const signatures = new SignatureTable(semantics);
  const tools: CatalogTool[] = [];
  // At most every framework tool and every callable tool of the generation.
  const most = framework.alwaysPresent.length + 1 + generation.byName.size;
  const groups = new Int32Array(most);
  const signatureOf = new Int32Array(most);
  const groupIds = new Map<string, number>();
  const members: number[][] = [];
  // The tools of one owner come one after another in one group: the group of the last key is kept.
  let lastKey: string | undefined;
  let lastGroup = -1;
  const add = (tool: CatalogTool, key: string, signature: number): number => {
    let g = key === lastKey ? lastGroup : groupIds.get(key);
    if (g === undefined) {
      groupIds.set(key, (g = groupIds.size));
      members.push([]);
    }
    lastKey = key;
    lastGroup = g;
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
  const capabilities = [...generation.byName.values()];
  const entryOf = new Int32Array(capabilities.length);
  const keys: object[] = new Array(capabilities.length);
  for (let k = 0; k < capabilities.length; k++) {
    const capability = capabilities[k]!;
    const { tool, group, signatureKey, shadowed } = entries.of(capability);
    // Shadowed by a framework tool in every turn. A plugin ask_user stays in its scope group; the
    // framework's shadows it where it exists (attended turns).
    const at = shadowed ? -1 : add(tool, group, signatures.intern(capability, signatureKey));
    if (tool.qualifiedName === ASK_USER) pluginAskUserAt = at;
    entryOf[k] = at;
    keys[k] = derivationKeyOf(capability);
  }
  return { framework, signatures, tools, groups, signatureOf, groupIds, members, frameworkAskUserAt, pluginAskUserAt, keys, entryOf, picks: new BoundedCache(PICKS_KEPT), ...namesInOrder(tools) };
}

/** `last` with the entries of the changed tools replaced, or undefined when some entry would move. */
export function takeOver(last: Layout, generation: Generation, framework: FrameworkTools, semantics: HostSemantics, entries: IndexedTools): Layout | undefined {
  if (last.framework !== framework || last.signatures.semantics !== semantics || last.keys.length !== generation.byName.size) return undefined;
  const capabilities = [...generation.byName.values()];
  // Filled as the walk goes: a layout that cannot be taken over is usually found out at its first entries.
  const keys: object[] = new Array(capabilities.length);
  let tools: CatalogTool[] | undefined;
  for (let k = 0; k < capabilities.length; k++) {
    const capability = capabilities[k]!;
    const key = (keys[k] = derivationKeyOf(capability));
    if (key === last.keys[k]) continue;
    const at = last.entryOf[k]!;
    const { tool, group, signatureKey } = entries.of(capability);
    // The same name (a shadowed tool has no entry) in the same group with the same signature: only the
    // entry's text may differ. A name decides whether the framework shadows the tool, so a shadowed tool
    // never takes an entry over, nor is an entry's tool shadowed in its place.
    const was = last.tools[at];
    if (was?.qualifiedName !== tool.qualifiedName || last.groupIds.get(group) !== last.groups[at] || last.signatures.idOf(signatureKey) !== last.signatureOf[at]) return undefined;
    (tools ??= [...last.tools])[at] = tool;
  }
  return { ...last, tools: tools ?? last.tools, keys };
}
