// canAccessTool (contract-notes §3): platforms, then scopes, then permissions; the first failing check
// rejects. A tool definition is data from a fixture, so junk in any field denies instead of throwing.
import type { PlatformGrants } from '../permits/platform-grants.js';
import { evaluatePermitList } from '../permits/evaluate.js';
import type { MessageView } from './message-view.js';

/** The access-relevant fields of a tool definition, as received (hence unknown). */
export interface ToolAccess {
  platforms?: unknown;
  scopes?: unknown;
  permissions?: unknown;
  hidden?: unknown;
}

export type PermitListEvaluator = (permits: readonly string[], view: MessageView | null, grants: PlatformGrants) => boolean;

/** Which check rejected, for tests and diagnostics; `tool` = the definition itself is not an object. */
export type AccessVerdict =
  | { admitted: true }
  | { admitted: false; rejectedBy: 'tool' | 'platforms' | 'scopes' | 'permissions' };

export interface AccessObservation {
  /** In the model's catalog. */
  readonly listed: boolean;
  /** A call by name would be admitted. */
  readonly callable: boolean;
}

export const SCOPES: ReadonlySet<string> = new Set(['private', 'group', 'channel']);

/** `null` counts as absent, like an omitted field; anything else must be an array of strings. */
function stringList(value: unknown): readonly string[] | 'absent' | 'junk' {
  if (value === undefined || value === null) return 'absent';
  if (!Array.isArray(value)) return 'junk';
  for (const item of value as readonly unknown[]) if (typeof item !== 'string') return 'junk';
  return value as readonly string[];
}

function platformsAdmit(value: unknown, view: MessageView | null): boolean {
  const list = stringList(value);
  if (list === 'absent') return true;
  if (list === 'junk') return false;
  if (list.length === 0) return true;
  return view !== null && list.includes(view.adapter);
}

function scopesAdmit(value: unknown, view: MessageView | null): boolean {
  const list = stringList(value);
  if (list === 'absent') return true;
  if (list === 'junk') return false;
  // A scope outside the vocabulary is a malformed definition: fail closed (ACCESS-004).
  for (const scope of list) if (!SCOPES.has(scope)) return false;
  if (list.length === 0) return true;
  return view !== null && list.includes(view.conversationType);
}

function permissionsAdmit(value: unknown, view: MessageView | null, grants: PlatformGrants, evaluate: PermitListEvaluator): boolean {
  if (value === undefined || value === null) return true;
  if (!Array.isArray(value)) return false;
  // The list evaluator already denies non-string items; [] allows, and no message denies any permit.
  return evaluate(value as readonly string[], view, grants);
}

export function checkAccess(
  tool: ToolAccess,
  view: MessageView | null,
  grants: PlatformGrants,
  evaluate: PermitListEvaluator = evaluatePermitList,
): AccessVerdict {
  if (typeof tool !== 'object' || tool === null || Array.isArray(tool)) return { admitted: false, rejectedBy: 'tool' };
  if (!platformsAdmit(tool.platforms, view)) return { admitted: false, rejectedBy: 'platforms' };
  if (!scopesAdmit(tool.scopes, view)) return { admitted: false, rejectedBy: 'scopes' };
  if (!permissionsAdmit(tool.permissions, view, grants, evaluate)) return { admitted: false, rejectedBy: 'permissions' };
  return { admitted: true };
}

/** The one access predicate; never throws (ACCESS-011). */
export function canAccessTool(
  tool: ToolAccess,
  view: MessageView | null,
  grants: PlatformGrants,
  evaluate: PermitListEvaluator = evaluatePermitList,
): boolean {
  try {
    return checkAccess(tool, view, grants, evaluate).admitted;
  } catch {
    return false;
  }
}

/**
 * hidden only removes a tool from the catalog; it never changes whether a call is admitted (ACCESS-008).
 * Only false/absent means "not hidden": a junk value fails closed for listing, never for calling.
 */
export function isHidden(tool: ToolAccess): boolean {
  if (typeof tool !== 'object' || tool === null) return true;
  const hidden = tool.hidden;
  return !(hidden === undefined || hidden === null || hidden === false);
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
