// An approval story: tools with each requiresApproval mode (and the default), policy tools with inputs
// inside and outside their allow-list, 1–3 sessions, attended and unattended turns with random answers,
// written as a simulator scenario. Shared by the approval property (approval.property.test.ts) and
// `capkit fuzz turns`.
import fc from 'fast-check';
import type { Scenario, ScenarioTurn } from '../../simulator/scenario.js';
import type { ApprovalMode, ModelAnswer, ModelTool, ModelTurn } from './approval-model.js';

const INPUTS = ['ls', 'pwd', 'rm'] as const;
const ALLOW = ['ls', 'pwd'];
const MESSAGE = { $adapter: 'qq', $sender: { id: 'u1' } };

export interface Story {
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

export const storyArb: fc.Arbitrary<Story> = fc.integer({ min: 1, max: 3 }).chain((sessions) =>
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

export function scenarioOf(story: Story): Scenario {
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
