// What a fuzz campaign needs to know about one area: how to generate a case, and how to read a
// disagreement between the host and the reference — which step, which requirement the model names as
// deciding it, and the coarse shape of the input there. Requirement + shape make a disagreement's class.
import type fc from 'fast-check';
import type { Case, Step, StepResult } from '../../host/protocol.js';

export interface Finding {
  /** The step whose answers differ (for a stateful area: the first one that counts). */
  step: number;
  /** The requirement the kit's model names as deciding that step's answer. */
  requirement: string;
  /** The shape of the input at that step (ops, kinds, message form): it never names concrete values. */
  shape: string;
  /**
   * A finer shape inside the class (./input-shape.ts): a class keeps one shrunk example per detail, up
   * to a few, so a second cause behind a crowded class is shown. Absent: the class has one shape.
   */
  detail?: string;
}

/** Sends steps to the host under test in one extra case with the given setup. */
export type Probe = (setup: Record<string, unknown>, steps: Step[]) => Promise<StepResult[] | undefined>;

export interface FuzzSubject<I> {
  area: string;
  arbitrary: fc.Arbitrary<I>;
  /** The case sent to both hosts (empty steps: nothing to compare, the run counts as agreement). */
  caseOf(input: I, id: string): Case;
  /**
   * Every disagreement in one case's answers; [] when the host agrees with the reference. `probe` asks
   * the host a few more steps (in a case of their own, same setup) to tell apart the rules that could
   * explain a wrong answer; it answers undefined when the host did not answer them.
   */
  findings(input: I, testCase: Case, host: readonly StepResult[], reference: readonly StepResult[], probe: Probe): Promise<Finding[]> | Finding[];
  /** The steps a fixture of this finding keeps: the step alone (stateless) or everything up to it. */
  fixtureSteps(testCase: Case, finding: Finding): number[];
}

export const classKey = (f: Pick<Finding, 'requirement' | 'shape'>): string => `${f.requirement} ${f.shape}`;

export const opOf = (step: Step | undefined): string => (typeof step?.op === 'string' ? step.op : '?');
