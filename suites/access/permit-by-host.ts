// A wrong access verdict that the host's own permit evaluation explains. Where the host also answers area
// permits and its `permit` answer for the tool's permissions list (an absent list is an empty one) on the
// same message is wrong, and that wrong answer with the other fields' verdicts gives exactly the callable
// the host answered, the access failure is that permit rule's (spec/access.md "Which rule decides a
// verdict"): one permit bug, one red requirement. A probe that fails or a host without area permits tells
// nothing: the charge stays where the access model puts it.
import { askPermits } from '../support/ask.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import type { WireMessage } from '../permits/arbitraries.js';
import { Blame } from '../permits/blame.js';
import { decidePermitList } from '../permits/model.js';
import type { Decision, PlatformGrants } from '../permits/model.js';
import { decideCallable } from './model.js';
import type { ToolAccess } from './model.js';

export interface PermitCharge {
  rule: string;
  evidence: string;
}

export async function permitRuleByHost(host: HostUnderTest, tool: ToolAccess, message: unknown, grants: PlatformGrants, callableGot: unknown, ruleOf: (d: Decision) => string = (d) => new Blame().ruleOf(d)): Promise<PermitCharge | undefined> {
  if (typeof callableGot !== 'boolean' || !host.claims('permits')) return undefined;
  const permits = Array.isArray(tool.permissions) ? (tool.permissions as unknown[]) : [];
  const rest = Object.fromEntries(Object.entries(tool).filter(([k]) => k !== 'permissions' && k !== 'hidden'));
  const others = Object.keys(rest).length === 0 ? { callable: true } : decideCallable(rest, message, grants);
  if (others === undefined) return undefined;
  const want = decidePermitList(permits, message, grants);
  // A verdict the spec leaves open (a freedom) is no permit rule's failure.
  if (want.allowed.length > 1) return undefined;
  let got: boolean | undefined;
  try {
    [got] = await askPermits(host, grants, [{ permits, message: message as WireMessage | null }]);
  } catch {
    return undefined;
  }
  if (got === undefined || got === want.holds || callableGot !== (others.callable && got)) return undefined;
  const rule = ruleOf(want);
  return { rule, evidence: `the host's own permit answer for ${JSON.stringify(permits).slice(0, 200)} on this message is allowed: ${got}, where ${rule} says ${want.holds}: the permit evaluation decided this verdict` };
}
