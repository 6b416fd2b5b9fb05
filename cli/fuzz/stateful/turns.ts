// `capkit fuzz turns`: random approval stories (suites/turns/approval-story.ts: every requiresApproval
// mode, policy inputs, sessions, attended and unattended turns with random answers) played as ONE case
// by the simulator's scenario-to-case mapping, sent to the host and to the reference. The approval model
// says for every call whether the host must ask and whether the call runs, and which rule decides each;
// the first call the host gets wrong where the reference answered otherwise is the finding. Two answers
// get a second look, as in the approval property: a default tool (TURN-009, or the mode's own rule when
// writing "on-risk" out fails too) and an unattended turn (TURN-010, or the mode's rule when the same
// turn attended shows the host wrong about the question itself).
import type { Case, StepResult } from '../../../host/protocol.js';
import { toCase } from '../../../simulator/to-case.js';
import { approvalModel, brokenRule } from '../../../suites/turns/approval-model.js';
import { scenarioOf, storyArb, type Story } from '../../../suites/turns/approval-story.js';
import type { FuzzSubject, Probe } from '../subject.js';
import { stepFields } from '../input-shape.js';
import { firstFinding, prefixOf, type StepVerdict } from './first-difference.js';

interface Broken {
  rule: string;
  turn: number;
  move: number;
}

/** Per step: does the host meet the model, and the rule of a wrong call (with its turn and move). */
function judge(story: Story, host: readonly StepResult[]): { verdicts: StepVerdict[]; broken: (Broken | undefined)[]; ops: string[] } {
  const { plan } = toCase(scenarioOf(story));
  const expected = approvalModel(story.tools, story.turns);
  const broken: (Broken | undefined)[] = [];
  const ops: string[] = [];
  const verdicts = plan.map(({ origin, step }, t): StepVerdict => {
    ops[t] = step.op;
    // Nothing else can be judged when the tools did not load: that is the loading rule's business.
    if (origin.kind === 'load') return { meets: typeof host[t]?.generation === 'number', requirement: () => 'TURN-001' };
    if (origin.kind !== 'move') return { meets: true, requirement: () => '' };
    const want = expected[origin.turn]?.[origin.move];
    const got = host[t];
    const rule = want === undefined ? undefined : brokenRule(want, { asked: got?.asked, ran: got?.outcome === 'result' });
    if (rule !== undefined) broken[t] = { rule, turn: origin.turn, move: origin.move };
    return { meets: rule === undefined, requirement: () => rule ?? '' };
  });
  return { verdicts, broken, ops };
}

const explicitDefaults = (story: Story): Story => ({ ...story, tools: story.tools.map((t) => ({ ...t, mode: t.mode ?? 'on-risk' })) });
const attendedAt = (story: Story, index: number): Story => ({
  ...story,
  turns: story.turns.map((t, i) => (i === index ? { ...t, profile: 'interactive', port: true, attended: true, answers: [] } : t)),
});

async function hostAnswers(probe: Probe, story: Story): Promise<StepResult[] | undefined> {
  const { testCase } = toCase(scenarioOf(story));
  return probe(testCase.setup, testCase.steps);
}

/** The rule a wrong call is charged to, after the second looks. */
async function charge(story: Story, broken: Broken, probe: Probe): Promise<string> {
  if (broken.rule === 'TURN-009') {
    const explicit = explicitDefaults(story);
    const got = await hostAnswers(probe, explicit);
    const first = got === undefined ? undefined : judge(explicit, got).broken.find((b) => b !== undefined);
    if (first !== undefined) return first.rule;
  }
  const turn = story.turns[broken.turn];
  if (broken.rule === 'TURN-010' && turn !== undefined && !turn.attended) {
    const attended = attendedAt(story, broken.turn);
    const got = await hostAnswers(probe, attended);
    const want = approvalModel(attended.tools, attended.turns)[broken.turn]?.[broken.move];
    const { plan } = toCase(scenarioOf(attended));
    const at = plan.findIndex(({ origin }) => origin.kind === 'move' && origin.turn === broken.turn && origin.move === broken.move);
    if (got !== undefined && want !== undefined && at >= 0 && got[at]?.asked !== want.asked) return want.askedBy;
  }
  return broken.rule;
}

export const turnsSubject: FuzzSubject<Story> = {
  area: 'turns',
  arbitrary: storyArb,
  caseOf: (story, id): Case => toCase(scenarioOf(story), id).testCase,
  async findings(story, testCase, host, reference, probe) {
    const { verdicts, broken, ops } = judge(story, host);
    const found = firstFinding(host, reference, verdicts);
    if (found === undefined) return [];
    const call = broken[found.step];
    const requirement = call === undefined ? found.requirement : await charge(story, call, probe);
    // The shape is the op: the requirement already names the approval mode's rule.
    return [{ step: found.step, requirement, shape: ops[found.step] ?? '?', detail: stepFields(testCase.steps[found.step]) }];
  },
  fixtureSteps: (_c, f) => prefixOf(f.step),
};
