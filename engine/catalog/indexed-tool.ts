// What the catalog index takes from one capability: its catalog entry, its scope group and its access
// signature's key. All three follow from the capability's prepared fields alone, so a host's indexes derive
// them once per prepared tool: a recommit binds every unchanged tool to the prepared object it had
// (reference-impl/registry/tool-binding.ts), and the next index takes their entries as they are. A signature
// key is written once per frozen lists: the engine's store gives equal lists one object.
import type { ToolCapability } from '../../reference-impl/registry/capability.js';
import { ASK_USER, FRAMEWORK_NAMES } from '../../reference-impl/catalog/framework-tools.js';
import { mcpServerOfTool } from '../../reference-impl/catalog/mcp-server.js';
import type { AccessFields } from './access-signature.js';
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
  private readonly signatureKeys = new SignatureKeys();

  of(capability: ToolCapability): IndexedTool {
    const key = derivationKeyOf(capability);
    let entry = this.entries.get(key);
    if (entry === undefined) this.entries.set(key, (entry = this.derive(capability)));
    return entry;
  }

  /** The entry of one capability, from its fields alone. */
  private derive(capability: ToolCapability): IndexedTool {
    const tool: CatalogTool = Object.freeze({
      qualifiedName: capability.qualifiedName,
      description: capability.description,
      inputSchema: capability.inputSchema,
      framework: false,
      mcpServer: mcpServerOfTool(capability),
    });
    const shadowed = FRAMEWORK_NAMES.has(tool.qualifiedName) && tool.qualifiedName !== ASK_USER;
    return { tool, group: scopeKeyOf(capability), signatureKey: this.signatureKeys.of(capability), shadowed };
  }
}

const isFrozenList = (v: unknown): v is readonly string[] => Array.isArray(v) && Object.isFrozen(v);

/**
 * signatureKey(fields), written once per frozen (platforms, scopes, permissions) lists and hidden flag: a
 * frozen list cannot change, and the engine's store gives equal lists one object (interned-definitions.ts).
 * Weak, so a key goes with the last capability that holds its lists.
 */
export class SignatureKeys {
  private readonly keys = new WeakMap<object, WeakMap<object, WeakMap<object, [string?, string?]>>>();

  constructor(private readonly write: (fields: AccessFields) => string = signatureKey) {}

  of(fields: AccessFields): string {
    const { platforms, scopes, permissions, hidden } = fields;
    if (!isFrozenList(platforms) || !isFrozenList(scopes) || !isFrozenList(permissions) || typeof hidden !== 'boolean') return this.write(fields);
    let byScopes = this.keys.get(platforms);
    if (byScopes === undefined) this.keys.set(platforms, (byScopes = new WeakMap()));
    let byPermissions = byScopes.get(scopes);
    if (byPermissions === undefined) byScopes.set(scopes, (byPermissions = new WeakMap()));
    let flags = byPermissions.get(permissions);
    if (flags === undefined) byPermissions.set(permissions, (flags = []));
    return (flags[hidden ? 1 : 0] ??= this.write(fields));
  }
}
