// What the catalog index takes from one capability: its catalog entry, its scope group and its access
// signature's key. All three follow from the capability's prepared fields alone, so they are derived once
// per prepared tool: a recommit binds every unchanged tool to the prepared object it had
// (registry/tool-binding.ts), and the next index takes their entries as they are.
import type { ToolCapability } from '../../reference-impl/registry/capability.js';
import { ASK_USER, FRAMEWORK_NAMES } from '../../reference-impl/catalog/framework-tools.js';
import { frozenSignatureKey } from './frozen-signature-key.js';
import { mcpServerOfTool } from '../../reference-impl/catalog/mcp-server.js';
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

// A capability bound from no prepared tool (built elsewhere) keeps its entry here, as long as it lives.
const derivedOwn = new WeakMap<object, IndexedTool>();

/** What an entry is derived from: the prepared tool a recommit binds an unchanged capability to. */
export const derivationKeyOf = (capability: ToolCapability): object => capability.prepared ?? capability;

export function indexedToolOf(capability: ToolCapability): IndexedTool {
  const prepared = capability.prepared;
  // Kept in the prepared tool's own slot (registry/capability.ts): it lives exactly as long as the tool.
  if (prepared !== undefined) return (prepared.derived as IndexedTool | undefined) ?? (prepared.derived = derive(capability));
  let own = derivedOwn.get(capability);
  if (own === undefined) derivedOwn.set(capability, (own = derive(capability)));
  return own;
}

function derive(capability: ToolCapability): IndexedTool {
  const tool: CatalogTool = Object.freeze({
    qualifiedName: capability.qualifiedName,
    description: capability.description,
    inputSchema: capability.inputSchema,
    framework: false,
    mcpServer: mcpServerOfTool(capability),
  });
  return { tool, group: scopeKeyOf(capability), signatureKey: frozenSignatureKey(capability), shadowed: FRAMEWORK_NAMES.has(tool.qualifiedName) && tool.qualifiedName !== ASK_USER };
}
