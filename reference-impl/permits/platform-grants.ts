// Declarative platform checkers (spec/permits.md PERMIT-014): platformGrants[adapter][senderId] = [perm, …].
// Grants come from a case's setup (parsed JSON), so every read is defensive and own-property only:
// an adapter named "constructor" or "__proto__" must not find Object.prototype's members.

export type PlatformGrants = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

function ownField(record: unknown, key: string): unknown {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined;
  return Object.prototype.hasOwnProperty.call(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/** True iff the checker of `adapter` grants `perm` to `senderId`. No checker, no entry, junk: false. */
export function grantsPermission(grants: unknown, adapter: string, senderId: string, perm: string): boolean {
  const perms = ownField(ownField(grants, adapter), senderId);
  if (!Array.isArray(perms)) return false;
  for (const granted of perms) if (granted === perm) return true;
  return false;
}
