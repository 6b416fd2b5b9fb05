// The permit evaluator, written straight from spec/permits.md. Total: malformed or unrecognised
// permits are false, and nothing here throws for a permit list and message of the schemas (PERMIT-017, PERMIT-018).
import type { MessageView } from '../access/message-view.js';
import type { PermitAst } from './ast.js';
import { grantsPermission } from './platform-grants.js';
import type { PlatformGrants } from './platform-grants.js';
import { parsePermit } from './parse.js';
import { ROLE_RANK, isRole } from './roles.js';
import type { Role } from './roles.js';

/** Decides one well-formed permit; replaceable so a mutant host can change exactly one rule. */
export type PermitPredicate = (permit: PermitAst, view: MessageView | null, grants: PlatformGrants) => boolean;

/** Does one well-formed permit hold for this message? No message: nothing to check against, false. */
export function evaluatePermit(permit: PermitAst, view: MessageView | null, grants: PlatformGrants): boolean {
  if (view === null) return false;
  // Typed so a missing conversation or sender id can be looked up as is: items are strings, never undefined.
  const values: readonly (string | undefined)[] = permit.items.map((item) => item.value);
  switch (permit.kind) {
    case 'adapter':
      return values.includes(view.adapter);
    case 'group':
    case 'private':
    case 'channel':
      if (view.conversationType !== permit.kind) return false;
      if (values.length === 0 || values.includes('*')) return true;
      return values.includes(view.conversationId);
    case 'user':
      return values.includes(view.senderId);
    case 'role': {
      // No sender, no role (PERMIT-026): ROLE_RANK[undefined] is undefined, and undefined >= n is false.
      const rank = ROLE_RANK[view.senderRole as Role];
      return values.some((r) => isRole(r) && rank >= ROLE_RANK[r]);
    }
    case 'platform': {
      // The parser admits platform(...) with exactly two items only (PERMIT-014).
      const [adapter, perm] = values as [string, string];
      if (view.adapter !== adapter || view.senderId === undefined) return false;
      return grantsPermission(grants, adapter, view.senderId, perm);
    }
  }
}

/** AND over the list (order and duplicates do not matter), OR inside each permit; [] allows (PERMIT-006, PERMIT-017). */
export function evaluatePermitList(
  permits: readonly string[],
  view: MessageView | null,
  grants: PlatformGrants,
  holds: PermitPredicate = evaluatePermit,
): boolean {
  for (const text of permits) {
    const parsed = parsePermit(text);
    if (!parsed.ok || !holds(parsed.permit, view, grants)) return false;
  }
  return true;
}
