// The single-permit checks that tell the misreadings of one permit apart (./blame.ts): near variants of
// the check that went wrong, then a sample drawn once with a fixed seed, so a check is always probed alike
// (the permits suite, the access checks a permit answer explains, and the fuzz campaign share it).
import fc from 'fast-check';
import { messageArb, wellFormedPermitArb } from './arbitraries.js';
import type { Probe } from './blame.js';
import { decidePermit } from './model.js';
import type { PlatformGrants } from './model.js';
import { nearMessages, nearPermits } from './perturb.js';
import type { PermitCheck } from '../support/ask.js';

const SAMPLED = fc.sample(fc.record({ permits: wellFormedPermitArb.map((p): unknown[] => [p]), message: messageArb }), { numRuns: 300, seed: 11 });

/** The probes around `around` (its first permit), each with the verdict and readings the rules give. */
export function permitProbePool(grants: PlatformGrants, around: PermitCheck): Probe<PermitCheck>[] {
  const [permit] = around.permits;
  const near: PermitCheck[] = [
    ...nearMessages(around.message).map((message) => ({ permits: [permit], message })),
    ...nearPermits(permit).map((p) => ({ permits: [p], message: around.message })),
  ];
  return [...near, ...SAMPLED].map((check) => {
    const d = decidePermit(check.permits[0], check.message, grants);
    return { check, want: d.holds, readings: d.readings };
  });
}
