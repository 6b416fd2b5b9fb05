// Random sequences of calls against the approval table: tools with each requiresApproval mode (and the
// default), policy tools with inputs inside and outside their allow-list, 1–3 sessions, attended and
// unattended turns with random answers. The host must ask exactly when the model asks and run exactly
// what the model runs; the shrunk counterexample is charged to the rule the model names for the first
// call the host got wrong (a wrong question before a wrong run).
import { describe } from 'vitest';
import type { StepResult } from '../../host/protocol.js';
import { toCase } from '../../simulator/to-case.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { propertyTest } from '../support/property-test.js';
import { ruleFailure } from '../support/decided-by.js';
import { approvalModel, brokenRule } from './approval-model.js';
import type { ModelCallOutcome } from './approval-model.js';
import { scenarioOf, storyArb, type Story } from './approval-story.js';

const host = useHostUnderTest();
interface Broken {
  rule: string;
  text: string;
  turn: number;
  move: number;
}

interface StoryRun {
  expected: ModelCallOutcome[][];
  /** The host's answer to call `move` of turn `turn`. */
  answer(turn: number, move: number): StepResult | undefined;
  /** The first call the host got wrong, with the rule the model names for it. */
  broken: Broken | undefined;
}

async function runStory(story: Story): Promise<StoryRun> {
  const { testCase, plan } = toCase(scenarioOf(story));
  const results: StepResult[] = await host.results(testCase);
  const expected = approvalModel(story.tools, story.turns);
  const at = new Map<string, StepResult | undefined>();
  let broken: Broken | undefined;
  for (const [t, { origin, step }] of plan.entries()) {
    if (origin.kind === 'load' && typeof results[t]?.generation !== 'number') throw new Error(`FAIL: the tools did not load: ${JSON.stringify(results[t])}`);
    if (origin.kind !== 'move') continue;
    const got = results[t];
    at.set(`${origin.turn}/${origin.move}`, got);
    const want = expected[origin.turn]?.[origin.move];
    if (want === undefined) throw new Error(`approval model: no outcome for turn ${origin.turn + 1}, call ${origin.move + 1}`);
    const rule = brokenRule(want, { asked: got?.asked, ran: got?.outcome === 'result' });
    if (rule !== undefined && broken === undefined) {
      const text = `turn ${origin.turn + 1}, call ${origin.move + 1} ${JSON.stringify(step)}: expected ${JSON.stringify({ asked: want.asked, ran: want.ran })} (ran: outcome "result"), host answered ${JSON.stringify(got)}`;
      broken = { rule, text, turn: origin.turn, move: origin.move };
    }
  }
  return { expected, answer: (turn, move) => at.get(`${turn}/${move}`), broken };
}

/** The same story with every omitted requiresApproval written out as "on-risk". */
const explicitDefaults = (story: Story): Story => ({ ...story, tools: story.tools.map((t) => ({ ...t, mode: t.mode ?? 'on-risk' })) });

/** The same story with turn `index` attended, its port empty. */
const attendedAt = (story: Story, index: number): Story => ({
  ...story,
  turns: story.turns.map((t, i) => (i === index ? { ...t, profile: 'interactive', port: true, attended: true, answers: [] } : t)),
});

/**
 * The rule a failure is charged to. Two answers need a second look, because two different rules can give
 * the same wrong answer: a default tool (TURN-009, or the on-risk rule itself when writing "on-risk" out
 * fails too), and an unattended turn (TURN-010, or the mode's rule when the same turn, attended, shows
 * that the host is wrong about whether a question is needed at all).
 */
async function charge(story: Story, broken: Broken): Promise<Error> {
  if (broken.rule === 'TURN-009') {
    const explicit = await runStory(explicitDefaults(story));
    if (explicit.broken !== undefined) return ruleFailure(explicit.broken.rule, `${explicit.broken.text} (also with requiresApproval "on-risk" written out: ${broken.text})`);
  }
  const turn = story.turns[broken.turn];
  if (broken.rule === 'TURN-010' && turn !== undefined && !turn.attended) {
    const attended = await runStory(attendedAt(story, broken.turn));
    const want = attended.expected[broken.turn]?.[broken.move];
    const got = attended.answer(broken.turn, broken.move);
    if (want !== undefined && got?.asked !== want.asked) {
      return ruleFailure(want.askedBy, `${broken.text}; the same turn attended: expected asked ${want.asked}, host answered ${JSON.stringify(got)}`);
    }
  }
  return ruleFailure(broken.rule, broken.text);
}

describe('turns approval table', () => {
  propertyTest(
    host,
    'turns',
    ['TURN-004', 'TURN-005', 'TURN-006', 'TURN-007', 'TURN-008', 'TURN-009', 'TURN-010', 'TURN-011', 'TURN-001', 'TURN-003'],
    'random calls over every approval mode, policy inputs, sessions and ports: questions asked and calls run match the approval model',
    storyArb,
    async (story) => {
      const run = await runStory(story);
      if (run.broken !== undefined) throw await charge(story, run.broken);
    },
    { runs: 100 },
  );
});
