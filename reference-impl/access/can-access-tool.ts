// canAccessTool (spec/access.md): platforms, then scopes, then permissions; the first failing check
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

/** Which check rejected, for tests and diagnostics. */
export type AccessVerdict = { admitted: true } | { admitted: false; rejectedBy: 'platforms' | 'scopes' | 'permissions' };

export interface AccessObservation {
  /** In the model's catalog. */
  readonly listed: boolean;
  /** A call by name would be admitted. */
  readonly callable: boolean;
}

export const SCOPES: ReadonlySet<string> = new Set(['private', 'group', 'channel']);

/**
 * A list field as received: absent is the empty list (no restriction); anything that is not an array of
 * strings, `null` included, is malformed and answers `null` (fail closed, ACCESS-011).
 */
function stringList(value: unknown): readonly string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  for (const item of value as readonly unknown[]) if (typeof item !== 'string') return null;
  return value as readonly string[];
}

function platformsAdmit(value: unknown, view: MessageView | null): boolean {
  const list = stringList(value);
  if (list === null) return false;
  if (list.length === 0) return true;
  return view !== null && list.includes(view.adapter);
}

function scopesAdmit(value: unknown, view: MessageView | null): boolean {
  const list = stringList(value);
  if (list === null) return false;
  // A scope outside the vocabulary is a malformed definition: fail closed (ACCESS-004).
  for (const scope of list) if (!SCOPES.has(scope)) return false;
  if (list.length === 0) return true;
  return view !== null && list.includes(view.conversationType);
}

function permissionsAdmit(value: unknown, view: MessageView | null, grants: PlatformGrants, evaluate: PermitListEvaluator): boolean {
  if (value === undefined) return true;
  // The list evaluator itself denies anything but an array of strings (PERMIT-017, ACCESS-011); [] allows,
  // and no message denies any permit.
  return evaluate(value as readonly string[], view, grants);
}

/**
 * The three checks in order (ACCESS-001). `tool` is an object: the access step answers bad-step for any
 * other value, and the registry only admits object definitions. Nothing here throws (ACCESS-011).
 */
export function checkAccess(
  tool: ToolAccess,
  view: MessageView | null,
  grants: PlatformGrants,
  evaluate: PermitListEvaluator = evaluatePermitList,
): AccessVerdict {
  if (!platformsAdmit(tool.platforms, view)) return { admitted: false, rejectedBy: 'platforms' };
  if (!scopesAdmit(tool.scopes, view)) return { admitted: false, rejectedBy: 'scopes' };
  if (!permissionsAdmit(tool.permissions, view, grants, evaluate)) return { admitted: false, rejectedBy: 'permissions' };
  return { admitted: true };
}

/** The one access predicate (ACCESS-011: it never throws for any field values). */
export function canAccessTool(
  tool: ToolAccess,
  view: MessageView | null,
  grants: PlatformGrants,
  evaluate: PermitListEvaluator = evaluatePermitList,
): boolean {
  return checkAccess(tool, view, grants, evaluate).admitted;
}

/**
 * hidden only removes a tool from the catalog; it never changes whether a call is admitted (ACCESS-008).
 * Only false/absent means "not hidden": any other value (null included) fails closed for listing, never
 * for calling.
 */
export function isHidden(tool: ToolAccess): boolean {
  const hidden = tool.hidden;
  return !(hidden === undefined || hidden === false);
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
