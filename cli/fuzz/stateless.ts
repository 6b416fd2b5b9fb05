// The stateless areas as fuzz subjects: a case is a batch of independent checks, so every differing
// step is a finding of its own, charged by the permit and access models (./permit-charge.ts): two bugs
// of one host land in two classes.
import { isDeepStrictEqual } from 'node:util';
import type { Case, Step, StepResult } from '../../host/protocol.js';
import { parsePermit } from '../../suites/permits/model.js';
import { chargePermitCheck, type PermitCheck } from './permit-charge.js';
import { decideCallable, presentFields } from '../../suites/access/model.js';
import type { ToolAccess } from '../../suites/access/model.js';
import { FUZZ_TARGETS, type FuzzInput } from './targets.js';
import { messageShape, type Finding, type FuzzSubject } from './subject.js';

const grantsOf = (c: Case): never => (c.setup as { platformGrants?: unknown }).platformGrants as never;
const count = (n: number): string => (n === 0 ? 'empty' : n === 1 ? 'one' : 'several');
const messageForm = (m: unknown): string => (messageShape(m) === 'no-message' ? 'no-message' : 'message');

function permitShape(step: Step): string {
  if (step.op === 'lint') {
    const parsed = parsePermit(step.permit);
    return `lint ${parsed.ok ? parsed.permit.kind : 'malformed'}`;
  }
  return (step.permits as unknown[]).length === 0 ? 'permit []' : 'permit';
}

const checkOf = (step: Step): PermitCheck => ({ permits: step.permits as unknown[], message: (step.message ?? null) as PermitCheck['message'] });

function differing(host: readonly StepResult[], reference: readonly StepResult[]): number[] {
  return reference.flatMap((want, i) => (isDeepStrictEqual(host[i], want) ? [] : [i]));
}

const permits: FuzzSubject<FuzzInput> = {
  area: 'permits',
  arbitrary: FUZZ_TARGETS.permits!.arbitrary,
  caseOf: (input, id) => ({ id, area: 'permits', setup: input.setup, steps: input.steps }),
  async findings(_input, c, host, reference, probe) {
    const wrong = differing(host, reference);
    const grants = grantsOf(c);
    const agreed = c.steps.filter((s, i) => s.op === 'permit' && !wrong.includes(i)).map(checkOf);
    const found: Finding[] = [];
    for (const i of wrong) {
      const step = c.steps[i]!;
      const requirement = step.op === 'lint' ? 'PERMIT-020' : await chargePermitCheck(checkOf(step), grants, agreed, probe);
      found.push({ step: i, requirement, shape: permitShape(step) });
    }
    return found;
  },
  fixtureSteps: (_c, f) => [f.step],
};

function accessShape(step: Step): string {
  const tool = step.tool as ToolAccess;
  const fields = typeof tool === 'object' && tool !== null ? presentFields(tool) : [];
  const hidden = typeof tool === 'object' && tool !== null && tool.hidden === true ? '+hidden' : '';
  return `access [${fields.join(',')}]${hidden} ${messageForm(step.message)}`;
}

function accessRequirement(step: Step, c: Case, host: StepResult | undefined): string {
  const d = decideCallable(step.tool as ToolAccess, step.message ?? null, grantsOf(c));
  // A tool the access schema excludes is protocol input: what it must answer is PROTOCOL-005's business.
  if (d === undefined) return 'PROTOCOL-005';
  if ((host as { callable?: unknown } | undefined)?.callable === d.callable) return 'ACCESS-007';
  return d.viewReadings?.[0]?.rule ?? d.rule;
}

const access: FuzzSubject<FuzzInput> = {
  area: 'access',
  arbitrary: FUZZ_TARGETS.access!.arbitrary,
  caseOf: (input, id) => ({ id, area: 'access', setup: input.setup, steps: input.steps }),
  findings: (_input, c, host, reference) =>
    differing(host, reference).map((i) => ({ step: i, requirement: accessRequirement(c.steps[i]!, c, host[i]), shape: accessShape(c.steps[i]!) })),
  fixtureSteps: (_c, f) => [f.step],
};

export const STATELESS_SUBJECTS: Record<string, FuzzSubject<FuzzInput>> = { permits, access };
