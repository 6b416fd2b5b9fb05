// `capkit fuzz registry`: random sequences of the registry model's commands (stages, addTools, providers,
// disposes, commits, indexes, pins, releases, calls: suites/registry/commands.ts), sent as ONE case to
// the host and to the reference. The registry model says what each step must answer and which
// requirement decides it; the first step the host gets wrong where the reference answered otherwise is
// the finding, shrunk to the shortest command sequence that still shows it.
import fc from 'fast-check';
import type { Case, Step, StepResult } from '../../../host/protocol.js';
import { record, registryCommands } from '../../../suites/registry/commands.js';
import { check, wantOf } from '../../../suites/registry/compare.js';
import { RegistryModel } from '../../../suites/registry/model.js';
import type { Expected, RegistryStep } from '../../../suites/registry/model.js';
import { opOf, type FuzzSubject } from '../subject.js';
import { stepFields } from '../input-shape.js';
import { firstFinding, prefixOf, type StepVerdict } from './first-difference.js';

type Commands = Iterable<fc.Command<RegistryModel, unknown>>;

const commandsArb = fc.array(fc.oneof(...registryCommands), { minLength: 1, maxLength: 60, size: 'max' }) as fc.Arbitrary<Commands>;

const DECIDED_BY = /^decided by ([A-Z]+-\d{3}): /;

function verdictOf(index: number, step: Step, actual: StepResult | undefined, expected: Expected): StepVerdict {
  try {
    check(index, step, actual, wantOf(expected));
    return { meets: true, requirement: () => '' };
  } catch (failure) {
    const named = DECIDED_BY.exec(failure instanceof Error ? failure.message : '')?.[1];
    const rule = typeof expected.rule === 'string' ? expected.rule : expected.rule(actual ?? {});
    return { meets: false, requirement: () => named ?? rule };
  }
}

export const registrySubject: FuzzSubject<Commands> = {
  area: 'registry',
  arbitrary: commandsArb,
  caseOf: (commands, id): Case => ({ id, area: 'registry', setup: {}, steps: record(commands as never).steps }),
  findings(_input, testCase, host, reference) {
    const model = new RegistryModel();
    const expected = testCase.steps.map((step) => model.apply(step as RegistryStep));
    const verdicts = testCase.steps.map((step, i) => verdictOf(i, step, host[i], expected[i]!));
    const found = firstFinding(host, reference, verdicts);
    if (found === undefined) return [];
    // The op and whether the model expects an error: the requirement names the rule, this where it showed.
    return [{ ...found, shape: `${opOf(testCase.steps[found.step])} ${expected[found.step]!.kind === 'error' ? 'error expected' : 'answer expected'}`, detail: stepFields(testCase.steps[found.step]) }];
  },
  fixtureSteps: (_c, f) => prefixOf(f.step),
};
