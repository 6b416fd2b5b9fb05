// The finding of a stateful case: the first step where the host misses what the kit's model expects,
// provided the reference answered that step otherwise. A host that answers differently from the
// reference where the model allows it (a choice the spec leaves open) is no finding; nor is a step the
// reference and the host answer alike.
import { isDeepStrictEqual } from 'node:util';
import type { StepResult } from '../../../host/protocol.js';

export interface StepVerdict {
  /** Does the host's answer meet the model's expectation at this step? */
  meets: boolean;
  /** The requirement the model names as deciding the step, given the host's answer. */
  requirement: () => string;
}

export function firstFinding(host: readonly StepResult[], reference: readonly StepResult[], verdicts: readonly StepVerdict[]): { step: number; requirement: string } | undefined {
  const at = verdicts.findIndex((v) => !v.meets);
  if (at < 0 || isDeepStrictEqual(host[at], reference[at])) return undefined;
  return { step: at, requirement: verdicts[at]!.requirement() };
}

/** Everything up to and including the finding: the state it needs. */
export const prefixOf = (step: number): number[] => Array.from({ length: step + 1 }, (_, i) => i);
