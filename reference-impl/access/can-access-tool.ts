// canAccessTool (spec/access.md): platforms, then scopes, then permissions; the first failing check
// rejects. A tool arrives checked against its schema (the access step's, or the registry's definition
// rules), so each field is absent or a list of strings, and `hidden` is absent or a boolean.
import type { PlatformGrants } from '../permits/platform-grants.js';
import { evaluatePermitList } from '../permits/evaluate.js';
import type { MessageView } from './message-view.js';

/** The access-relevant fields of a tool definition; an absent list is the empty list (no restriction). */
export interface ToolAccess {
  platforms?: readonly string[];
  scopes?: readonly string[];
  permissions?: readonly string[];
  hidden?: boolean;
}

export type PermitListEvaluator = (permits: readonly string[], view: MessageView | null, grants: PlatformGrants) => boolean;

export interface AccessObservation {
  /** In the model's catalog. */
  readonly listed: boolean;
  /** A call by name would be admitted. */
  readonly callable: boolean;
}

export const SCOPES: ReadonlySet<string> = new Set(['private', 'group', 'channel']);

/** ACCESS-002: an empty list admits every message; otherwise the message's adapter is one of the list. */
function platformsAdmit(platforms: readonly string[], view: MessageView | null): boolean {
  if (platforms.length === 0) return true;
  return view !== null && platforms.includes(view.adapter);
}

/** ACCESS-003, ACCESS-004: a scope outside the vocabulary is a malformed definition and fails closed. */
function scopesAdmit(scopes: readonly string[], view: MessageView | null): boolean {
  for (const scope of scopes) if (!SCOPES.has(scope)) return false;
  if (scopes.length === 0) return true;
  return view !== null && scopes.includes(view.conversationType);
}

/** ACCESS-005: no permissions, no restriction; otherwise the permit list (AND, and no message denies any permit). */
function permissionsAdmit(permissions: readonly string[] | undefined, view: MessageView | null, grants: PlatformGrants, evaluate: PermitListEvaluator): boolean {
  return permissions === undefined || evaluate(permissions, view, grants);
}

/** The three checks in order (ACCESS-001). Nothing here throws for a tool and message of the schemas (ACCESS-011). */
export function canAccessTool(
  tool: ToolAccess,
  view: MessageView | null,
  grants: PlatformGrants,
  evaluate: PermitListEvaluator = evaluatePermitList,
): boolean {
  return platformsAdmit(tool.platforms ?? [], view) && scopesAdmit(tool.scopes ?? [], view) && permissionsAdmit(tool.permissions, view, grants, evaluate);
}

/** hidden only removes a tool from the catalog; it never changes whether a call is admitted (ACCESS-008). */
export function isHidden(tool: ToolAccess): boolean {
  return tool.hidden === true;
}

/** listed = callable and not hidden, so a listed tool is always callable (ACCESS-009). */
export function observeAccess(
  tool: ToolAccess,
  view: MessageView | null,
  grants: PlatformGrants,
  evaluate: PermitListEvaluator = evaluatePermitList,
): AccessObservation {
  const callable = canAccessTool(tool, view, grants, evaluate);
  return { listed: callable && !isHidden(tool), callable };
}
