// Random sequences of calls against the approval table: tools with each requiresApproval mode (and the
// default), policy tools with inputs inside and outside their allow-list, 1–3 sessions, attended and
// unattended turns with random answers. The host must ask exactly when the model asks and run exactly
// what the model runs; the shrunk counterexample is charged to the rule the model names for the first
// call the host got wrong (a wrong question before a wrong run).
import fc from 'fast-check';
import { describe } from 'vitest';
import type { StepResult } from '../../host/protocol.js';
import type { Scenario, ScenarioTurn } from '../../simulator/scenario.js';
import { toCase } from '../../simulator/to-case.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { propertyTest } from '../support/property-test.js';
import { ruleFailure } from '../support/decided-by.js';
import { approvalModel, brokenRule } from './approval-model.js';
import type { ApprovalMode, ModelAnswer, ModelCallOutcome, ModelTool, ModelTurn } from './approval-model.js';

const host = useHostUnderTest();
const INPUTS = ['ls', 'pwd', 'rm'] as const;
const ALLOW = ['ls', 'pwd'];
const MESSAGE = { $adapter: 'qq', $sender: { id: 'u1' } };

interface Story {
  tools: ModelTool[];
  turns: (ModelTurn & { profile: 'interactive' | 'scheduled'; port: boolean })[];
}

// An on-risk tool may leave requiresApproval out (the default, TURN-009); `omitted` shrinks to false, so a
// counterexample keeps the default only when the explicit mode would pass.
const modeArb = fc
  .record({ mode: fc.constantFrom<ApprovalMode>('never', 'always', 'once', 'on-risk'), omitted: fc.boolean() })
  .map(({ mode, omitted }): ApprovalMode | undefined => (mode === 'on-risk' && omitted ? undefined : mode));
const toolsArb = fc
  .array(fc.record({ mode: modeArb, policy: fc.boolean() }), { minLength: 1, maxLength: 5 })
  .map((ts) => ts.map((t, i): ModelTool => ({ name: `t${i}`, mode: t.mode, allow: t.policy ? ALLOW : undefined })));

const storyArb: fc.Arbitrary<Story> = fc.integer({ min: 1, max: 3 }).chain((sessions) =>
  toolsArb.chain((tools) =>
    fc.record({
      tools: fc.constant(tools),
      turns: fc.array(
        fc
          .record({
            session: fc.integer({ min: 1, max: sessions }).map((n) => `s${n}`),
            profile: fc.constantFrom<'interactive' | 'scheduled'>('interactive', 'scheduled'),
            port: fc.boolean(),
            answers: fc.array(fc.constantFrom<ModelAnswer>('approve', 'deny', 'reply'), { maxLength: 6 }),
            calls: fc.array(fc.record({ tool: fc.constantFrom(...tools.map((t) => t.name)), input: fc.constantFrom(...INPUTS) }), { maxLength: 6 }),
          })
          .map((t) => ({ ...t, attended: t.port && t.profile === 'interactive' })),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  ),
);

function definition(tool: ModelTool): Record<string, unknown> {
  return {
    description: `tool ${tool.name}`,
    ...(tool.mode === undefined ? {} : { requiresApproval: tool.mode }),
    ...(tool.allow === undefined ? {} : { policy: 'bash', allow: [...tool.allow] }),
    behavior: { returns: tool.name },
  };
}

function scenarioOf(story: Story): Scenario {
  const files = Object.fromEntries(story.tools.map((t) => [`tools/${t.name}/index.ts`, { tool: definition(t) }]));
  const turns = story.turns.map(
    (t): ScenarioTurn => ({
      session: t.session,
      message: MESSAGE,
      profile: t.profile,
      port: t.port ? { answers: t.answers.map((a) => (a === 'reply' ? { reply: 'r', subject: 'u1', session: t.session } : a === 'approve' ? { approve: true } : { deny: true })) } : null,
      moves: t.calls.map((c) => ({ call: c.tool, input: { command: c.input } })),
    }),
  );
  return { name: 'approval-property', description: 'generated', requirements: ['TURN-004'], setup: {}, plugins: [{ name: 'p', files }], turns };
}

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
