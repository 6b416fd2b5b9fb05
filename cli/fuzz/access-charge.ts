// Which requirement a wrong access answer of a campaign is charged to. Right `callable` but wrong
// `listed`: the hidden rule (ACCESS-007) for a hidden tool, ACCESS-009 otherwise (spec/access.md). A wrong `callable`: the tool's fields are asked one at a time;
// a field wrong alone is charged by its own rule (platforms ACCESS-002, scopes ACCESS-003, permissions
// as the permit charge says, ./permit-charge.ts), and a tool whose fields are each right alone is wrong
// in how they combine (ACCESS-001). Without fields the model's rule decides (ACCESS-006 without a message).
// A scopes list outside the vocabulary wrong alone is ACCESS-004 when the host honours a plain scopes list
// (asked once more), else ACCESS-003. A tool the schema excludes is protocol input: a result where the
// reference answers a step error deviates from the SHOULD PROTOCOL-004, as in `capkit run` (never the MUST
// PROTOCOL-005: the host answered); a misshapen answer is PROTOCOL-002's (./protocol-charge.ts).
import type { Step, StepResult } from '../../host/protocol.js';
import { accessRuleOfPermit, decideCallable, FIELD_RULE, presentFields, SCOPES } from '../../suites/access/model.js';
import { protocolCharge } from './protocol-charge.js';
import type { ListField, ToolAccess } from '../../suites/access/model.js';
import type { PlatformGrants } from '../../suites/permits/model.js';
import { chargePermitCheck, type PermitCheck } from './permit-charge.js';
import type { Probe } from './subject.js';

export interface AccessCharge {
  requirement: string;
  /** What went wrong, for the class's shape. */
  what: string;
}

async function callableAlone(probe: Probe, grants: PlatformGrants, tools: readonly ToolAccess[], message: unknown): Promise<(boolean | undefined)[]> {
  const got = await probe({ platformGrants: grants }, tools.map((tool): Step => ({ op: 'access', tool, message })));
  return tools.map((_, i) => {
    const callable = (got?.[i] as { callable?: unknown } | undefined)?.callable;
    return typeof callable === 'boolean' ? callable : undefined;
  });
}

export async function chargeAccess(step: Step, host: StepResult | undefined, grants: PlatformGrants, probe: Probe): Promise<AccessCharge> {
  const tool = step.tool as ToolAccess;
  const message = step.message ?? null;
  const d = decideCallable(tool, message, grants);
  if (d === undefined) return { ...protocolCharge('access', step, host), what: 'schema-invalid tool' };
  // Right callable, wrong listed: the hidden rule for a hidden tool, else listed = callable and not hidden.
  if ((host as { callable?: unknown } | undefined)?.callable === d.callable) return { requirement: tool.hidden === true ? 'ACCESS-007' : 'ACCESS-009', what: 'listed' };
  const fields = presentFields(tool);
  if (fields.length === 0) return { requirement: d.rule, what: 'callable' };
  const alone = fields.map((f): ToolAccess => ({ [f]: tool[f] }));
  const got = fields.length === 1 ? [(host as { callable?: unknown }).callable as boolean] : await callableAlone(probe, grants, alone, message);
  const wrong = fields.findIndex((f, i) => got[i] !== undefined && got[i] !== decideCallable(alone[i]!, message, grants)?.callable);
  if (wrong < 0) return { requirement: got.every((v) => v !== undefined) ? 'ACCESS-001' : d.rule, what: 'fields combined' };
  const field: ListField = fields[wrong]!;
  if (field === 'scopes') return chargeScopes(tool.scopes as string[], message, grants, probe);
  if (field !== 'permissions') return { requirement: FIELD_RULE[field], what: field };
  const check: PermitCheck = { permits: tool.permissions as unknown[], message: message as PermitCheck['message'] };
  const permitRule = await chargePermitCheck(check, grants, [], async (setup, steps) => {
    // The permit charge asks permit steps; an access host answers them as tools with those permissions.
    const asked = await probe(setup, steps.map((s): Step => ({ op: 'access', tool: { permissions: s.permits }, message: s.message })));
    return asked?.map((r) => ({ allowed: (r as { callable?: unknown }).callable }));
  });
  return { requirement: accessRuleOfPermit(permitRule), what: `permissions by ${permitRule}` };
}

/** A wrong scopes verdict alone: the vocabulary rule when the host reads a plain scopes list right. */
async function chargeScopes(scopes: readonly string[], message: unknown, grants: PlatformGrants, probe: Probe): Promise<AccessCharge> {
  if (decideCallable({ scopes: [...scopes] }, message, grants)?.rule !== 'ACCESS-004') return { requirement: FIELD_RULE.scopes, what: 'scopes' };
  // A plain list the message's conversation is not in (none exists without a message: ACCESS-006 above).
  const other = SCOPES.find((s) => decideCallable({ scopes: [s] }, message, grants)?.callable === false);
  if (other === undefined) return { requirement: 'ACCESS-004', what: 'scopes vocabulary' };
  const [plain] = await callableAlone(probe, grants, [{ scopes: [other] }], message);
  return plain === false ? { requirement: 'ACCESS-004', what: 'scopes vocabulary' } : { requirement: FIELD_RULE.scopes, what: 'scopes' };
}
