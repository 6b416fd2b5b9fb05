// An access signature's key (access-signature.ts) is the JSON text of its fields. A validated capability's
// lists are frozen (each definition holds its own frozen copies, reference-impl/registry/definition.ts):
// a frozen list cannot change, so the key of three frozen lists and a flag is written once and kept with them.
import type { AccessFields } from './access-signature.js';
import { signatureKey } from './access-signature.js';

/** The key with hidden false, then with hidden true. */
type FlagKeys = [string?, string?];

// Kept as long as the lists are (some capability still holds them).
const keys = new WeakMap<object, WeakMap<object, WeakMap<object, FlagKeys>>>();

const isFrozenList = (v: unknown): v is readonly string[] => Array.isArray(v) && Object.isFrozen(v);

/** signatureKey(fields) (`write`), written once per frozen (platforms, scopes, permissions) and hidden flag. */
export function frozenSignatureKey(fields: AccessFields, write: (fields: AccessFields) => string = signatureKey): string {
  const { platforms, scopes, permissions, hidden } = fields;
  if (!isFrozenList(platforms) || !isFrozenList(scopes) || !isFrozenList(permissions) || typeof hidden !== 'boolean') return write(fields);
  let byScopes = keys.get(platforms);
  if (byScopes === undefined) keys.set(platforms, (byScopes = new WeakMap()));
  let byPermissions = byScopes.get(scopes);
  if (byPermissions === undefined) byScopes.set(scopes, (byPermissions = new WeakMap()));
  let flags = byPermissions.get(permissions);
  if (flags === undefined) byPermissions.set(permissions, (flags = []));
  return (flags[hidden ? 1 : 0] ??= write(fields));
}
