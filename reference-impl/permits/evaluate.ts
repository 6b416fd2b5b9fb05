// The permit evaluator, written straight from contract-notes §2. Total: malformed or unrecognised
// permits are false, and nothing here throws, whatever the input (PERMIT-017, PERMIT-018).
import type { MessageView } from '../access/message-view.js';
import type { PermitAst } from './ast.js';
import { grantsPermission } from './platform-grants.js';
import type { PlatformGrants } from './platform-grants.js';
import { parsePermit } from './parse.js';
import { ROLE_RANK, isRole } from './roles.js';

/** Decides one well-formed permit; replaceable so a mutant host can change exactly one rule. */
export type PermitPredicate = (permit: PermitAst, view: MessageView | null, grants: PlatformGrants) => boolean;

/** Does one well-formed permit hold for this message? No message: nothing to check against, false. */
export function evaluatePermit(permit: PermitAst, view: MessageView | null, grants: PlatformGrants): boolean {
  if (view === null) return false;
  const values = permit.items.map((item) => item.value);
  switch (permit.kind) {
    case 'adapter':
      return values.includes(view.adapter);
    case 'group':
    case 'private':
    case 'channel':
      if (view.conversationType !== permit.kind) return false;
      if (values.length === 0 || values.includes('*')) return true;
      return view.conversationId !== undefined && values.includes(view.conversationId);
    case 'user':
      return view.senderId !== undefined && values.includes(view.senderId);
    case 'role': {
      const role = view.senderRole;
      if (role === undefined) return false;
      return values.some((r) => isRole(r) && ROLE_RANK[role] >= ROLE_RANK[r]);
    }
    case 'platform': {
      const [adapter, perm] = values;
      if (adapter === undefined || perm === undefined || values.length !== 2) return false;
      if (view.adapter !== adapter || view.senderId === undefined) return false;
      return grantsPermission(grants, adapter, view.senderId, perm);
    }
    default:
      // Unreachable for parser output; a hand-built AST of another kind is unrecognised.
      return false;
  }
}

/** AND over the list (order and duplicates do not matter), OR inside each permit; [] allows. */
export function evaluatePermitList(
  permits: readonly string[],
  view: MessageView | null,
  grants: PlatformGrants,
  holds: PermitPredicate = evaluatePermit,
): boolean {
  if (!Array.isArray(permits)) return false;
  try {
    for (const text of permits as readonly unknown[]) {
      if (typeof text !== 'string') return false;
      const parsed = parsePermit(text);
      if (!parsed.ok || !holds(parsed.permit, view, grants)) return false;
    }
    return true;
  } catch {
    // Fail closed: a decision that cannot be made denies.
    return false;
  }
}
