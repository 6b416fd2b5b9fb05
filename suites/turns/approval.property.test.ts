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
import type { ApprovalMode, ModelAnswer, ModelTool, ModelTurn } from './approval-model.js';

const host = useHostUnderTest();
const INPUTS = ['ls', 'pwd', 'rm'] as const;
const ALLOW = ['ls', 'pwd'];
const MESSAGE = { $adapter: 'qq', $sender: { id: 'u1' } };

interface Story {
  tools: ModelTool[];
  turns: (ModelTurn & { profile: 'interactive' | 'scheduled'; port: boolean })[];
}

const modeArb = fc.constantFrom<ApprovalMode | undefined>('never', 'always', 'once', 'on-risk', undefined);
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

describe('turns approval table', () => {
  propertyTest(
    host,
    'turns',
    ['TURN-004', 'TURN-005', 'TURN-006', 'TURN-007', 'TURN-008', 'TURN-009', 'TURN-010', 'TURN-011', 'TURN-001', 'TURN-003'],
    'random calls over every approval mode, policy inputs, sessions and ports: questions asked and calls run match the approval model',
    storyArb,
    async (story) => {
      const { testCase, plan } = toCase(scenarioOf(story));
      const results: StepResult[] = await host.results(testCase);
      const expected = approvalModel(story.tools, story.turns);
      plan.forEach(({ origin, step }, t) => {
        if (origin.kind === 'load' && typeof results[t]?.generation !== 'number') throw new Error(`FAIL: the tools did not load: ${JSON.stringify(results[t])}`);
        if (origin.kind !== 'move') return;
        const want = expected[origin.turn]?.[origin.move];
        const got = results[t];
        if (want === undefined) throw new Error(`approval model: no outcome for turn ${origin.turn + 1}, call ${origin.move + 1}`);
        const rule = brokenRule(want, { asked: got?.asked, ran: got?.outcome === 'result' });
        if (rule !== undefined) {
          const expected = { asked: want.asked, ran: want.ran };
          throw ruleFailure(rule, `turn ${origin.turn + 1}, call ${origin.move + 1} ${JSON.stringify(step)}: expected ${JSON.stringify(expected)} (ran: outcome "result"), host answered ${JSON.stringify(got)}`);
        }
      });
    },
    { runs: 100 },
  );
});
