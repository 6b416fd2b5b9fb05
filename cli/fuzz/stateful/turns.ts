// `capkit fuzz turns`: random approval stories (suites/turns/approval-story.ts: every requiresApproval
// mode, policy inputs, sessions, attended and unattended turns with random answers) played as ONE case
// by the simulator's scenario-to-case mapping, sent to the host and to the reference. The approval model
// says for every call whether the host must ask and whether the call runs, and which rule decides each;
// the first call the host gets wrong where the reference answered otherwise is the finding.
import type { Case, StepResult } from '../../../host/protocol.js';
import { toCase } from '../../../simulator/to-case.js';
import { approvalModel, brokenRule } from '../../../suites/turns/approval-model.js';
import { scenarioOf, storyArb, type Story } from '../../../suites/turns/approval-story.js';
import { type FuzzSubject } from '../subject.js';
import { firstFinding, prefixOf, type StepVerdict } from './first-difference.js';

const MEETS: StepVerdict = { meets: true, requirement: () => '' };

// The shape is the op: the requirement already names the approval mode's rule.
function verdicts(story: Story, host: readonly StepResult[]): { verdicts: StepVerdict[]; ops: string[] } {
  const { plan } = toCase(scenarioOf(story));
  const expected = approvalModel(story.tools, story.turns);
  const ops: string[] = [];
  const list = plan.map(({ origin, step }, t): StepVerdict => {
    ops[t] = step.op;
    if (origin.kind === 'load') {
      // Nothing else can be judged when the tools did not load: that is the loading rule's business.
      return typeof host[t]?.generation === 'number' ? MEETS : { meets: false, requirement: () => 'TURN-001' };
    }
    if (origin.kind !== 'move') return MEETS;
    const want = expected[origin.turn]?.[origin.move];
    if (want === undefined) return MEETS;
    const got = host[t];
    const rule = brokenRule(want, { asked: got?.asked, ran: got?.outcome === 'result' });
    return rule === undefined ? MEETS : { meets: false, requirement: () => rule };
  });
  return { verdicts: list, ops };
}

export const turnsSubject: FuzzSubject<Story> = {
  area: 'turns',
  arbitrary: storyArb,
  caseOf: (story, id): Case => toCase(scenarioOf(story), id).testCase,
  findings(story, testCase, host, reference) {
    const { verdicts: list, ops } = verdicts(story, host);
    const found = firstFinding(host, reference, list);
    return found === undefined ? [] : [{ ...found, shape: ops[found.step] ?? '?' }];
  },
  fixtureSteps: (_c, f) => prefixOf(f.step),
};
