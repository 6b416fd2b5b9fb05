// A wrong access verdict that the host's own permit evaluation explains. Where this run also judges area
// permits (the host declares it and the run includes it) and the host's `permit` answer for the tool's
// permissions list (an absent list is an empty one) on the same message is wrong, and that wrong answer
// with the other fields' verdicts gives exactly the callable the host answered, the access check failed
// because the permit evaluation did: the failure is charged to that permit rule (spec/access.md "Which rule
// decides a verdict"), which the permits suites of the same run judge, and the access requirements the
// check cites stay open for it (never PASS from it). One permit bug, one red requirement.
// Nothing is explained when area permits is not judged by this run (an access-only run keeps ACCESS-005's
// charge and its verdict), when the host's permit answer is right or is no answer, or when the host's
// access answer disagrees with its own permit answer: that is an access failure (ACCESS-005 and the rest).
import { askPermits } from '../support/ask.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import type { WireMessage } from '../permits/arbitraries.js';
import { Blame } from '../permits/blame.js';
import { decidePermitList } from '../permits/model.js';
import type { PlatformGrants } from '../permits/model.js';
import { chargeWrongPermitList } from '../permits/charge-by-host.js';
import { decideCallable, SCOPES } from './model.js';
import type { ToolAccess } from './model.js';

export interface PermitCharge {
  rule: string;
  evidence: string;
}

export async function permitRuleByHost(host: HostUnderTest, tool: ToolAccess, message: unknown, grants: PlatformGrants, callableGot: unknown, blame: Blame = new Blame()): Promise<PermitCharge | undefined> {
  if (typeof callableGot !== 'boolean' || !host.judges('permits')) return undefined;
  // The whole tool as one permit list where its fields can be written as permits (platforms [a, b] is
  // adapter(a,b), scopes [t] is t(): spec/access.md's laws); then its permissions alone, with the other
  // fields decided by the rules. The first the host's own permit answer explains is charged.
  const whole = asPermitList(tool, message, grants);
  const permissions = Array.isArray(tool.permissions) ? (tool.permissions as unknown[]) : [];
  const rest = Object.fromEntries(Object.entries(tool).filter(([k]) => k !== 'permissions' && k !== 'hidden'));
  const others = Object.keys(rest).length === 0 ? { callable: true } : decideCallable(rest, message, grants);
  const candidates: unknown[][] = [...(whole !== undefined ? [whole] : []), ...(others?.callable === true && JSON.stringify(whole) !== JSON.stringify(permissions) ? [permissions] : [])];
  for (const permits of candidates) {
    const charge = await explainedBy(host, permits, message, grants, callableGot, blame);
    if (charge !== undefined) return charge;
  }
  return undefined;
}

/** The permit rule, when the host's own answer for `permits` is wrong and is the callable it answered. */
async function explainedBy(host: HostUnderTest, permits: unknown[], message: unknown, grants: PlatformGrants, callableGot: boolean, blame: Blame): Promise<PermitCharge | undefined> {
  const want = decidePermitList(permits, message, grants);
  // A verdict the spec leaves open (a freedom) is no permit rule's failure.
  if (want.allowed.length > 1) return undefined;
  let got: boolean | undefined;
  try {
    [got] = await askPermits(host, grants, [{ permits, message: message as WireMessage | null }]);
  } catch {
    // No answer to the probe tells nothing: the access rule keeps its charge.
    return undefined;
  }
  if (got === undefined || got === want.holds || callableGot !== got) return undefined;
  // Which permit rule: as the permits suite tells it from the host's own answers (../permits/charge-by-host.ts).
  let charge: Awaited<ReturnType<typeof chargeWrongPermitList>>;
  try {
    charge = await chargeWrongPermitList(host, blame, { permits, message: message as WireMessage | null }, grants, got, want);
  } catch {
    return undefined;
  }
  const single = charge.single ? ` (its permit ${JSON.stringify(charge.single.permits[0]).slice(0, 100)} alone is answered wrong too)` : '';
  return {
    rule: charge.rule,
    evidence: `the host's own permit answer for ${JSON.stringify(permits).slice(0, 200)} on this message is allowed: ${got}, where ${charge.rule} says ${want.holds}${single}: its permit evaluation decided this verdict, so the access rules this check cites stay open${charge.evidence ? `; ${charge.evidence}` : ''}`,
  };
}

/** An item a permit can hold as it is: no separator, parenthesis or surrounding whitespace, not empty. */
const PLAIN_ITEM = /^[^\s(),|](?:[^(),|]*[^\s(),|])?$/;

/** The tool's fields as one permit list the rules decide alike, or undefined where a field cannot be written so. */
export function asPermitList(tool: ToolAccess, message: unknown, grants: PlatformGrants): unknown[] | undefined {
  const { platforms, scopes, permissions } = tool as { platforms?: unknown; scopes?: unknown; permissions?: unknown };
  const list: unknown[] = [];
  if (platforms !== undefined) {
    if (!Array.isArray(platforms) || !platforms.every((p) => typeof p === 'string' && PLAIN_ITEM.test(p))) return undefined;
    // An empty list restricts nothing.
    if (platforms.length > 0) list.push(`adapter(${platforms.join(',')})`);
  }
  if (scopes !== undefined) {
    if (!Array.isArray(scopes) || scopes.length > 1 || (scopes.length === 1 && !(SCOPES as readonly string[]).includes(scopes[0] as string))) return undefined;
    if (scopes.length === 1) list.push(`${scopes[0] as string}()`);
  }
  if (permissions !== undefined) {
    if (!Array.isArray(permissions)) return undefined;
    list.push(...(permissions as unknown[]));
  }
  // Only where the rules give the list the tool's own verdict (a field read another way is no permit's).
  const rest = Object.fromEntries(Object.entries(tool).filter(([k]) => k !== 'hidden'));
  const decided = decideCallable(rest, message, grants);
  if (decided === undefined || decided.free || decidePermitList(list, message, grants).holds !== decided.callable) return undefined;
  return list;
}
