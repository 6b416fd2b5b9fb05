// The hot path: a permit list parsed once into a closure with precomputed sets. It must decide exactly
// as evaluatePermitList does (checked by a property test); it exists only to be fast.
import type { MessageView } from '../../reference-impl/access/message-view.js';
import type { PermitAst, PermitItem } from '../../reference-impl/permits/ast.js';
import { parsePermit } from '../../reference-impl/permits/parse.js';
import { grantsPermission } from '../../reference-impl/permits/platform-grants.js';
import type { PlatformGrants } from '../../reference-impl/permits/platform-grants.js';
import { ROLE_RANK } from '../../reference-impl/permits/roles.js';
import type { Role } from '../../reference-impl/permits/roles.js';

export type CompiledPermitList = (view: MessageView | null, grants: PlatformGrants) => boolean;

type CompiledPermit = (view: MessageView, grants: PlatformGrants) => boolean;

const allow: CompiledPermitList = () => true;
const deny: CompiledPermitList = () => false;

function compilePermit(permit: PermitAst): CompiledPermit {
  // Typed so a missing conversation or sender id can be looked up as is: the set holds strings, never undefined.
  const values: ReadonlySet<string | undefined> = new Set(permit.items.map((item) => item.value));
  switch (permit.kind) {
    case 'adapter':
      return (view) => values.has(view.adapter);
    case 'group':
    case 'private':
    case 'channel': {
      const type = permit.kind;
      if (values.size === 0 || values.has('*')) return (view) => view.conversationType === type;
      return (view) => view.conversationType === type && values.has(view.conversationId);
    }
    case 'user':
      return (view) => values.has(view.senderId);
    case 'role': {
      // OR over role(r1, r2, …) with "rank at least" is "rank at least the lowest named".
      // The parser admits role items that are roles only (PERMIT-012).
      let lowest = Infinity;
      for (const r of values) lowest = Math.min(lowest, ROLE_RANK[r as Role]);
      // No sender, no role: ROLE_RANK[undefined] is undefined, and undefined >= n is false.
      return (view) => ROLE_RANK[view.senderRole as Role] >= lowest;
    }
    case 'platform': {
      // The parser admits platform(...) with exactly two items only (PERMIT-014).
      const [adapterItem, permItem] = permit.items as [PermitItem, PermitItem];
      const adapter = adapterItem.value;
      const perm = permItem.value;
      return (view, grants) =>
        view.adapter === adapter && view.senderId !== undefined && grantsPermission(grants, adapter, view.senderId, perm);
    }
  }
}

/**
 * Parses every permit once. A malformed permit makes the whole list deny (AND). The compiled
 * rule is total (a normalised view or null, grants read defensively), so it needs no catch.
 */
export function compilePermitList(permits: readonly string[]): CompiledPermitList {
  const compiled: CompiledPermit[] = [];
  // Entries are strings: the registry refuses a definition whose permissions are not (REGISTRY-003).
  for (const text of permits) {
    const parsed = parsePermit(text);
    if (!parsed.ok) return deny;
    compiled.push(compilePermit(parsed.permit));
  }
  if (compiled.length === 0) return allow;
  const count = compiled.length;
  return (view, grants) => {
    if (view === null) return false;
    for (let i = 0; i < count; i++) if (!(compiled[i] as CompiledPermit)(view, grants)) return false;
    return true;
  };
}
