// What the catalog index takes from one capability: its catalog entry, its scope group and its access
// signature's key. All three follow from the capability's prepared fields alone, so a host's indexes derive
// them once per prepared tool: a recommit binds every unchanged tool to the prepared object it had
// (reference-impl/registry/tool-binding.ts), and the next index takes their entries as they are.
import type { ToolCapability } from '../../reference-impl/registry/capability.js';
import { ASK_USER, FRAMEWORK_NAMES } from '../../reference-impl/catalog/framework-tools.js';
import { mcpServerOfTool } from '../../reference-impl/catalog/mcp-server.js';
import { signatureKey } from './access-signature.js';
import { scopeKeyOf } from './tool-scope.js';
import type { CatalogTool } from '../../reference-impl/catalog/types.js';

export interface IndexedTool {
  /** Frozen: every turn catalog that lists the tool shares it. */
  readonly tool: CatalogTool;
  readonly group: string;
  readonly signatureKey: string;
  /** A framework tool's name other than ask_user: the framework's tool shadows it in every turn. */
  readonly shadowed: boolean;
}

/** What an entry is derived from: the prepared tool a recommit binds an unchanged capability to. */
export const derivationKeyOf = (capability: ToolCapability): object => capability.prepared ?? capability;

/**
 * The entries a host's indexes derived, by what each was derived from (owned by the host, index-layout.ts
 * IndexMemory). Weak: an entry lives as long as its prepared tool, which a generation or the store's kept
 * parts hold, so the cache never holds more entries than the host's live generations have tools.
 */
export class IndexedTools {
  private readonly entries = new WeakMap<object, IndexedTool>();

  of(capability: ToolCapability): IndexedTool {
    const key = derivationKeyOf(capability);
    let entry = this.entries.get(key);
    if (entry === undefined) this.entries.set(key, (entry = derive(capability)));
    return entry;
  }
}

/** The entry of one capability, from its fields alone. */
function derive(capability: ToolCapability): IndexedTool {
  const tool: CatalogTool = Object.freeze({
    qualifiedName: capability.qualifiedName,
    description: capability.description,
    inputSchema: capability.inputSchema,
    framework: false,
    mcpServer: mcpServerOfTool(capability),
  });
  return { tool, group: scopeKeyOf(capability), signatureKey: signatureKey(capability), shadowed: FRAMEWORK_NAMES.has(tool.qualifiedName) && tool.qualifiedName !== ASK_USER };
}
