// An executable model of canAccessTool (spec/access.md), the oracle of the access properties. It reads
// the same message view as the permit model, so the two can never disagree (ACCESS-010), and each verdict
// comes with the access rule that decided it (one bug, one red requirement; spec/access.md ACCESS-005 and
// ACCESS-010 say how a difference decided by a permit rule is charged).
import { decidePermitList, parsePermit } from '../permits/model.js';
import type { Decision, PlatformGrants } from '../permits/model.js';
import { viewOf } from '../permits/model-message.js';
import { MISREADINGS } from '../permits/readings.js';
import type { Reading } from '../permits/readings.js';

export const SCOPES = ['private', 'group', 'channel'] as const;

/** A tool's access fields as the suites send them (schema-valid in contract tests; anything in protocol tests). */
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

/** A way of getting a denial wrong that would turn it into an admission, and the rule it breaks. */
export interface Suspect {
  key: string;
  rule: string;
}

/**
 * `callable` and the access requirement that decided it; `permit` is the permit decision when permissions
 * did. `suspects` are the misreadings that would admit what the rules deny (a field ignored, malformed
 * entries dropped, no message read as "anything goes"): where several could explain one wrong answer, the
 * answers the host got right say which it is not (see suites/access/properties.test.ts).
 */
export interface CallableDecision {
  callable: boolean;
  rule: string;
  permit?: Decision;
  /** For platforms and scopes: the field, and the misreadings of the message view that would change the verdict. */
  field?: ListField;
  viewReadings?: readonly Reading[];
  suspects: readonly Suspect[];
  /** The spec allows either answer here: a permit verdict it leaves open (area permits' FREEDOMS, PERMIT-027). */
  free?: true;
}

export const LIST_FIELDS = ['platforms', 'scopes', 'permissions'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** The rule of each field when it decides on its own (an empty list included: no restriction). */
export const FIELD_RULE: Readonly<Record<ListField, string>> = { platforms: 'ACCESS-002', scopes: 'ACCESS-003', permissions: 'ACCESS-005' };

// The rules of the normalised message view, restated for every access check by ACCESS-010.
const VIEW_RULES = new Set(['PERMIT-021', 'PERMIT-022', 'PERMIT-023', 'PERMIT-025']);
const VIEW_READINGS = MISREADINGS.filter((r) => VIEW_RULES.has(r.rule));

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A tool the access schema admits: each list field absent or a list of strings, hidden absent or boolean. */
export function isSchemaValidTool(tool: ToolAccess): boolean {
  return LIST_FIELDS.every((f) => tool[f] === undefined || isStringList(tool[f])) && (tool.hidden === undefined || typeof tool.hidden === 'boolean');
}

/** Does a non-empty platforms/scopes list admit the message? `readView` reads the view (the spec's or a misreading's). */
function fieldAdmits(field: 'platforms' | 'scopes', list: readonly string[], message: unknown, read = (m: unknown) => viewOf(m)): boolean {
  const view = read(message);
  if (view === undefined) return false;
  return list.includes(field === 'platforms' ? view.adapter : view.conversationType);
}

/** The misreadings of the message view that would change a platforms/scopes verdict (then ACCESS-010 decides). */
function viewReadingsOf(field: 'platforms' | 'scopes', list: readonly string[], message: unknown, admits: boolean): Reading[] {
  return VIEW_READINGS.filter((r) => fieldAdmits(field, list, message, (m) => viewOf(m, r.view)) !== admits);
}

/** ACCESS-005 for a permit rule, ACCESS-010 for a rule of the message view. */
export function accessRuleOfPermit(permitRule: string): string {
  return VIEW_RULES.has(permitRule) ? 'ACCESS-010' : 'ACCESS-005';
}

/** The misreadings that would admit a denied single-field tool (see CallableDecision). */
function suspectsOf(field: ListField, list: readonly string[], message: unknown, grants: PlatformGrants): Suspect[] {
  const suspects: Suspect[] = [];
  const noMessage = viewOf(message) === undefined;
  if (noMessage) suspects.push({ key: 'no message admits', rule: 'ACCESS-006' });
  suspects.push({ key: `${field} ignored`, rule: FIELD_RULE[field] });
  if (field === 'scopes') {
    const known = list.filter((s) => (SCOPES as readonly string[]).includes(s));
    if (known.length < list.length && (known.length === 0 || (!noMessage && fieldAdmits('scopes', known, message)))) suspects.push({ key: 'odd scopes dropped', rule: 'ACCESS-004' });
  }
  if (field === 'permissions') {
    // By the grammar rule they break: a host that drops unknown kinds need not drop empty lists too.
    const rules = new Set(list.map((p) => parsePermit(p)).flatMap((parsed) => (parsed.ok ? [] : [parsed.rule])));
    for (const rule of rules) {
      const kept = list.filter((p) => { const parsed = parsePermit(p); return parsed.ok || parsed.rule !== rule; });
      if (decidePermitList(kept, message, grants).holds) suspects.push({ key: `permits malformed by ${rule} dropped`, rule: 'ACCESS-005' });
    }
  }
  return suspects;
}

/** One list field alone: does it admit the message, and which rule says so? */
export function decideField(field: ListField, list: readonly string[], message: unknown, grants: PlatformGrants = {}): CallableDecision {
  const noMessage = viewOf(message) === undefined;
  const denied = (rule: string, permit?: Decision): CallableDecision => ({ callable: false, rule, ...(permit ? { permit } : {}), suspects: suspectsOf(field, list, message, grants) });
  if (field === 'scopes' && list.some((s) => !(SCOPES as readonly string[]).includes(s))) return denied(noMessage ? 'ACCESS-006' : 'ACCESS-004');
  if (list.length === 0) return { callable: true, rule: FIELD_RULE[field], suspects: [] }; // an empty list restricts nothing
  if (noMessage) return denied('ACCESS-006');
  if (field === 'permissions') {
    const permit = decidePermitList(list, message, grants);
    const rule = accessRuleOfPermit(permit.rule);
    const free = permit.allowed.length > 1 ? { free: true as const } : {};
    return permit.holds ? { callable: true, rule, permit, suspects: [], ...free } : { ...denied(rule, permit), ...free };
  }
  const admits = fieldAdmits(field, list, message);
  const viewReadings = viewReadingsOf(field, list, message, admits);
  const rule = viewReadings.length > 0 ? 'ACCESS-010' : FIELD_RULE[field];
  return admits ? { callable: true, rule, field, viewReadings, suspects: [] } : { ...denied(rule), field, viewReadings };
}

/** The list fields a tool has (absent ones restrict nothing and are left out). */
export function presentFields(tool: ToolAccess): ListField[] {
  return LIST_FIELDS.filter((f) => tool[f] !== undefined);
}

/**
 * `callable` for a schema-valid tool (`undefined` for any other: that is protocol input). One field
 * decides by its own rule; with several, a failing field decides by its rule (first in the order of
 * ACCESS-001) and an admission by ACCESS-010 when a field owes it to the message view, else ACCESS-001;
 * no field at all: ACCESS-006 without a message, else ACCESS-001.
 */
export function decideCallable(tool: ToolAccess, message: unknown, grants: PlatformGrants = {}): CallableDecision | undefined {
  if (!isSchemaValidTool(tool)) return undefined;
  const fields = presentFields(tool);
  const decisions = fields.map((f) => decideField(f, tool[f] as string[], message, grants));
  if (decisions.length === 1) return decisions[0];
  // Several fields: a failing one decides, but its misreadings need not change the whole verdict (another
  // field may deny too), so they are not carried over.
  // A field whose verdict the spec leaves open frees the whole verdict only when every other field admits.
  const free = decisions.some((d) => d.free) && decisions.every((d) => d.callable || d.free) ? { free: true as const } : {};
  const failing = decisions.find((d) => !d.callable && !d.free) ?? decisions.find((d) => !d.callable);
  if (failing !== undefined) return { callable: false, rule: failing.rule, suspects: [], ...free };
  // An admission that some field owes to the message view is decided by that view (ACCESS-010).
  if (decisions.some((d) => d.rule === 'ACCESS-010')) return { callable: true, rule: 'ACCESS-010', suspects: [], ...free };
  return { callable: true, rule: fields.length === 0 && viewOf(message) === undefined ? 'ACCESS-006' : 'ACCESS-001', suspects: [], ...free };
}

/** `callable` for a schema-valid tool, `undefined` otherwise. */
export function callableByModel(tool: ToolAccess, message: unknown, grants: PlatformGrants = {}): boolean | undefined {
  return decideCallable(tool, message, grants)?.callable;
}

/** Both observations (ACCESS-007, ACCESS-009), for schema-valid tools (`undefined` otherwise). */
export function accessByModel(tool: ToolAccess, message: unknown, grants: PlatformGrants = {}): AccessVerdict | undefined {
  const callable = callableByModel(tool, message, grants);
  if (callable === undefined) return undefined;
  return { listed: callable && tool.hidden !== true, callable };
}
