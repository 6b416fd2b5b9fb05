// An executable model of canAccessTool (contract-notes §3), the oracle of the access properties.
// It reads the same message view as the permit model, so the two can never disagree (ACCESS-010).
import { permitsAllow } from '../permits/model.js';
import type { PlatformGrants } from '../permits/model.js';
import { viewOf } from '../permits/model-message.js';

export const SCOPES = ['private', 'group', 'channel'] as const;

/** A tool's access fields as the suites send them; hostile values are allowed on purpose. */
export interface ToolAccess {
  platforms?: unknown;
  scopes?: unknown;
  permissions?: unknown;
  hidden?: unknown;
}

export interface AccessVerdict {
  listed: boolean;
  callable: boolean;
}

/** "Decided" means the rulings fix the answer; `open` marks a field shape they leave to the host. */
type Field = { kind: 'all' } | { kind: 'list'; values: string[] } | { kind: 'malformed' } | { kind: 'open' };

// A list field: absent or [] = all; an array of strings = a list; any other shape is malformed
// (ACCESS-011, fail closed) except `null`, which hosts may fairly read as "absent".
function readList(value: unknown): Field {
  if (value === undefined) return { kind: 'all' };
  if (value === null) return { kind: 'open' };
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return { kind: 'malformed' };
  return value.length === 0 ? { kind: 'all' } : { kind: 'list', values: value as string[] };
}

/** `callable`: true/false where the rulings decide, `undefined` where they leave it open. */
export function callableByModel(tool: ToolAccess, message: unknown, grants: PlatformGrants = {}): boolean | undefined {
  const platforms = readList(tool.platforms);
  const scopes = readList(tool.scopes);
  const permissions = readList(tool.permissions);
  const fields = [platforms, scopes, permissions];
  if (fields.some((f) => f.kind === 'malformed')) return false;
  if (scopes.kind === 'list' && scopes.values.some((s) => !(SCOPES as readonly string[]).includes(s))) return false; // ACCESS-004
  const view = viewOf(message);
  if (view === undefined) {
    // ACCESS-006: only a tool restricting nothing is admitted without a message
    if (fields.some((f) => f.kind === 'list')) return false;
    return fields.some((f) => f.kind === 'open') ? undefined : true;
  }
  if (platforms.kind === 'list' && !platforms.values.includes(view.adapter)) return false; // ACCESS-002
  if (scopes.kind === 'list' && !scopes.values.includes(view.conversationType)) return false; // ACCESS-003
  if (permissions.kind === 'list' && !permitsAllow(permissions.values, message, grants)) return false; // ACCESS-005
  return fields.some((f) => f.kind === 'open') ? undefined : true;
}

/** Both observations, for tools whose fields the rulings decide (`undefined` otherwise). */
export function accessByModel(tool: ToolAccess, message: unknown, grants: PlatformGrants = {}): AccessVerdict | undefined {
  const callable = callableByModel(tool, message, grants);
  if (callable === undefined) return undefined;
  if (tool.hidden !== undefined && typeof tool.hidden !== 'boolean') return callable ? undefined : { listed: false, callable };
  return { listed: callable && tool.hidden !== true, callable }; // ACCESS-007, ACCESS-009
}
