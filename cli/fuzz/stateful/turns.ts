// `capkit fuzz turns`: random approval stories (suites/turns/approval-story.ts: every requiresApproval
// mode, policy inputs, sessions, attended and unattended turns with random answers) played as ONE case
// by the simulator's scenario-to-case mapping, sent to the host and to the reference. Some turns are
// aborted part way (an `abort` step among their calls): the calls after it must be cancelled, asking and
// running nothing (TURN-015). The approval model says for every other call whether the host must ask and
// whether the call runs, and which rule decides each; the first call the host gets wrong where the
// reference answered otherwise is the finding. Two answers get a second look, as in the approval
// property: a default tool (TURN-009, or the mode's own rule when writing "on-risk" out fails too) and an
// unattended turn (TURN-010, or the mode's rule when the same turn attended shows the host wrong about
// the question itself). A story may start with a provider registered and disposed before the load (its
// tool never reaches a generation): registration answers a disposer, dispose `{}` (REGISTRY-022).
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { Case, StepResult } from '../../../host/protocol.js';
import type { Scenario } from '../../../simulator/scenario.js';
import { toCase } from '../../../simulator/to-case.js';
import { approvalModel, brokenRule } from '../../../suites/turns/approval-model.js';
import type { ModelCallOutcome } from '../../../suites/turns/approval-model.js';
import { scenarioOf, storyArb, type Story } from '../../../suites/turns/approval-story.js';
import type { FuzzSubject, Probe } from '../subject.js';
import { stepFields } from '../input-shape.js';
import { firstFinding, prefixOf, type StepVerdict } from './first-difference.js';

/** A story and, per turn, where an abort comes among its calls (undefined: never aborted). */
export interface AbortedStory {
  story: Story;
  aborts: (number | undefined)[];
  /** A provider registered, then disposed, before the load. */
  provider: boolean;
}

const inputArb: fc.Arbitrary<AbortedStory> = fc.record({
  story: storyArb,
  // Mostly no abort, so the approval rules keep most of the cases.
  aborts: fc.array(fc.option(fc.nat(6), { nil: undefined, freq: 3 }), { maxLength: 4 }),
  provider: fc.boolean(),
});

const SEAM = { id: 'seam', kind: 'tool', tools: [{ name: 'seamtool', description: 'a tool of a disposed provider' }] };

interface Broken {
  rule: string;
  turn: number;
  move: number;
}

/** Where turn t's abort comes (at most after its last call), or undefined. */
const abortOf = (input: AbortedStory, t: number): number | undefined => {
  const at = input.aborts[t];
  const calls = input.story.turns[t]?.calls.length ?? 0;
  return at === undefined ? undefined : Math.min(at, calls);
};

function scenarioOfInput(input: AbortedStory): Scenario {
  const scenario = scenarioOf(input.story);
  return {
    ...scenario,
    ...(input.provider ? { providers: [{ scope: 'global', provider: SEAM }] } : {}),
    turns: scenario.turns.map((turn, t) => {
      const at = abortOf(input, t);
      return at === undefined ? turn : { ...turn, moves: [...turn.moves.slice(0, at), { abort: true as const }, ...turn.moves.slice(at)] };
    }),
  };
}

/** The case's steps and where each came from; the provider's dispose follows its registration. */
function planOf(input: AbortedStory, id?: string): ReturnType<typeof toCase> {
  const scenarioCase = toCase(scenarioOfInput(input), id);
  if (!input.provider) return scenarioCase;
  const plan = [...scenarioCase.plan];
  plan.splice(1, 0, { step: { op: 'dispose', disposer: 'disposer-1' }, origin: { kind: 'provider', index: 0 } });
  return { plan, testCase: { ...scenarioCase.testCase, steps: plan.map((p) => p.step) } };
}

/** The approval model over the calls each turn makes before its abort: a cancelled call asks nothing and remembers nothing. */
function expectedOf(input: AbortedStory): ModelCallOutcome[][] {
  const turns = input.story.turns.map((turn, t) => {
    const at = abortOf(input, t);
    return at === undefined ? turn : { ...turn, calls: turn.calls.slice(0, at) };
  });
  return approvalModel(input.story.tools, turns);
}

const CANCELLED: ModelCallOutcome = { asked: false, ran: false, askedBy: 'TURN-015', ranBy: 'TURN-015' };

/** Per step: does the host meet the model, and the rule of a wrong call (with its turn and move). */
function judge(input: AbortedStory, host: readonly StepResult[]): { verdicts: StepVerdict[]; broken: (Broken | undefined)[]; ops: string[] } {
  const { plan } = planOf(input);
  const expected = expectedOf(input);
  const broken: (Broken | undefined)[] = [];
  const ops: string[] = [];
  const verdicts = plan.map(({ origin, step }, t): StepVerdict => {
    ops[t] = step.op;
    // Nothing else can be judged when the tools did not load: that is the loading rule's business.
    if (origin.kind === 'load') return { meets: typeof host[t]?.generation === 'number', requirement: () => 'TURN-001' };
    if (step.op === 'registerProvider') return { meets: typeof host[t]?.disposer === 'string' && host[t]?.disposer !== '', requirement: () => 'REGISTRY-022' };
    if (step.op === 'dispose') return { meets: isDeepStrictEqual(host[t], {}), requirement: () => 'REGISTRY-022' };
    if (origin.kind !== 'move') return { meets: true, requirement: () => '' };
    const got = host[t];
    const at = abortOf(input, origin.turn);
    // The abort itself answers {} (spec/schemas/areas/turns.results.schema.json); what it does is TURN-015's.
    if (at === origin.move) return { meets: isDeepStrictEqual(got, {}), requirement: () => 'TURN-015' };
    const call = at !== undefined && origin.move > at ? undefined : origin.move;
    const want = call === undefined ? CANCELLED : expected[origin.turn]?.[call];
    const rule = want === undefined ? undefined : call === undefined ? (got?.outcome === 'cancelled' && got?.asked === false ? undefined : 'TURN-015') : brokenRule(want, { asked: got?.asked, ran: got?.outcome === 'result' });
    if (rule !== undefined && call !== undefined) broken[t] = { rule, turn: origin.turn, move: call };
    return { meets: rule === undefined, requirement: () => rule ?? '' };
  });
  return { verdicts, broken, ops };
}

const explicitDefaults = (input: AbortedStory): AbortedStory => ({ ...input, story: { ...input.story, tools: input.story.tools.map((t) => ({ ...t, mode: t.mode ?? 'on-risk' })) } });
const attendedAt = (input: AbortedStory, index: number): AbortedStory => ({
  ...input,
  story: { ...input.story, turns: input.story.turns.map((t, i) => (i === index ? { ...t, profile: 'interactive', port: true, attended: true, answers: [] } : t)) },
});

async function hostAnswers(probe: Probe, input: AbortedStory): Promise<StepResult[] | undefined> {
  const { testCase } = planOf(input);
  return probe(testCase.setup, testCase.steps);
}

/** The rule a wrong call is charged to, after the second looks. */
async function charge(input: AbortedStory, broken: Broken, probe: Probe): Promise<string> {
  if (broken.rule === 'TURN-009') {
    const explicit = explicitDefaults(input);
    const got = await hostAnswers(probe, explicit);
    const first = got === undefined ? undefined : judge(explicit, got).broken.find((b) => b !== undefined);
    if (first !== undefined) return first.rule;
  }
  const turn = input.story.turns[broken.turn];
  if (broken.rule === 'TURN-010' && turn !== undefined && !turn.attended) {
    const attended = attendedAt(input, broken.turn);
    const got = await hostAnswers(probe, attended);
    const want = expectedOf(attended)[broken.turn]?.[broken.move];
    const { plan } = planOf(attended);
    const at = plan.findIndex(({ origin }) => origin.kind === 'move' && origin.turn === broken.turn && origin.move === broken.move);
    if (got !== undefined && want !== undefined && at >= 0 && got[at]?.asked !== want.asked) return want.askedBy;
  }
  return broken.rule;
}

/** A call's finer shape: its tool's approval mode (and policy) and whether its turn is attended. */
function callShape(input: AbortedStory, at: number): string | undefined {
  const origin = planOf(input).plan[at]?.origin;
  if (origin?.kind !== 'move') return undefined;
  const turn = input.story.turns[origin.turn];
  const abort = abortOf(input, origin.turn);
  if (turn === undefined || abort === origin.move) return undefined;
  const call = turn.calls[abort !== undefined && origin.move > abort ? origin.move - 1 : origin.move];
  const tool = input.story.tools.find((t) => t.name === call?.tool);
  if (tool === undefined) return undefined;
  return `${tool.mode ?? 'default'}${tool.allow === undefined ? '' : ' policy'} tool, ${turn.attended ? 'attended' : 'unattended'} turn${abort !== undefined && origin.move > abort ? ', after abort' : ''}`;
}

export const turnsSubject: FuzzSubject<AbortedStory> = {
  area: 'turns',
  arbitrary: inputArb,
  caseOf: (input, id): Case => planOf(input, id).testCase,
  async findings(input, testCase, host, reference, probe) {
    const { verdicts, broken, ops } = judge(input, host);
    const found = firstFinding(host, reference, verdicts);
    if (found === undefined) return [];
    const call = broken[found.step];
    const requirement = call === undefined ? found.requirement : await charge(input, call, probe);
    // The shape is the op: the requirement already names the approval mode's rule.
    return [{ step: found.step, requirement, shape: ops[found.step] ?? '?', detail: callShape(input, found.step) ?? stepFields(testCase.steps[found.step]) }];
  },
  fixtureSteps: (_c, f) => prefixOf(f.step),
};
