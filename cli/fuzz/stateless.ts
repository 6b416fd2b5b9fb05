// The stateless areas as fuzz subjects: a case is a batch of independent checks, so every differing
// step is a finding of its own, charged by the permit and access models (./permit-charge.ts): two bugs
// of one host land in two classes. A step error where a verdict is due is charged as `capkit run` charges
// it: to the rule that says evaluation never fails (PERMIT-018, ACCESS-011), never to the rule the check
// happened to be about; a misshapen answer is PROTOCOL-002's and a step that breaks its schema goes to its
// PROTOCOL rule (./protocol-charge.ts).
import { isDeepStrictEqual } from 'node:util';
import type { Case, Step, StepResult } from '../../host/protocol.js';
import { parsePermit } from '../../suites/permits/model.js';
import { chargePermitCheck, type PermitCheck } from './permit-charge.js';
import { chargeAccess } from './access-charge.js';
import { misshapen, protocolCharge, sameAnswer } from './protocol-charge.js';
import { breaksSchema } from '../../suites/permits/protocol-checks.js';
import { stepError } from '../../suites/support/host-under-test.js';
import { FUZZ_TARGETS, type FuzzInput } from './targets.js';
import { type Finding, type FuzzSubject } from './subject.js';
import { messageForm } from './input-shape.js';

const grantsOf = (c: Case): never => (c.setup as { platformGrants?: unknown }).platformGrants as never;

function permitShape(step: Step): string {
  if (step.op === 'lint') {
    const parsed = parsePermit(step.permit);
    return `lint ${parsed.ok ? parsed.permit.kind : 'malformed'}`;
  }
  return (step.permits as unknown[]).length === 0 ? 'permit []' : 'permit';
}

const checkOf = (step: Step): PermitCheck => ({ permits: step.permits as unknown[], message: (step.message ?? null) as PermitCheck['message'] });

function differing(host: readonly StepResult[], reference: readonly StepResult[]): number[] {
  return reference.flatMap((want, i) => (sameAnswer(host[i], want, isDeepStrictEqual) ? [] : [i]));
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
      const shape = misshapen('permits', step, host[i]);
      if (shape !== undefined && stepError(host[i] ?? {}) === undefined) {
        found.push({ step: i, requirement: shape, shape: `${step.op} misshapen answer`, detail: step.op === 'permit' ? messageForm(step.message) : '' });
        continue;
      }
      if (breaksSchema('permits', step)) {
        found.push({ step: i, ...protocolCharge('permits', step, host[i]), shape: `${step.op} schema-invalid`, detail: step.op === 'permit' ? messageForm(step.message) : '' });
        continue;
      }
      if (step.op === 'permit' && stepError(host[i] ?? {}) !== undefined) {
        found.push({ step: i, requirement: 'PERMIT-018', shape: 'permit step error', detail: messageForm(step.message) });
        continue;
      }
      const requirement = step.op === 'lint' ? 'PERMIT-020' : await chargePermitCheck(checkOf(step), grants, agreed, probe);
      const detail = step.op === 'lint' ? '' : messageForm(step.message);
      found.push({ step: i, requirement, shape: permitShape(step), detail });
    }
    return found;
  },
  fixtureSteps: (_c, f) => [f.step],
};

const access: FuzzSubject<FuzzInput> = {
  area: 'access',
  arbitrary: FUZZ_TARGETS.access!.arbitrary,
  caseOf: (input, id) => ({ id, area: 'access', setup: input.setup, steps: input.steps }),
  async findings(_input, c, host, reference, probe) {
    const found: Finding[] = [];
    for (const i of differing(host, reference)) {
      const step = c.steps[i]!;
      if (misshapen('access', step, host[i]) !== undefined && stepError(host[i] ?? {}) === undefined) {
        found.push({ step: i, requirement: 'PROTOCOL-002', shape: 'access misshapen answer', detail: messageForm(step.message) });
        continue;
      }
      if (!breaksSchema('access', step) && stepError(host[i] ?? {}) !== undefined) {
        found.push({ step: i, requirement: 'ACCESS-011', shape: 'access step error', detail: messageForm(step.message) });
        continue;
      }
      const { requirement, what } = await chargeAccess(step, host[i], grantsOf(c), probe);
      found.push({ step: i, requirement, shape: `access ${what}`, detail: messageForm(step.message) });
    }
    return found;
  },
  fixtureSteps: (_c, f) => [f.step],
};

export const STATELESS_SUBJECTS: Record<string, FuzzSubject<FuzzInput>> = { permits, access };
