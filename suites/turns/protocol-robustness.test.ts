// Area turns, input that breaks spec/schemas/areas/turns.{setup,steps}.schema.json: what a host does with
// it is stated once, in spec/protocol.md §6 (PROTOCOL-003…006), never by a contract rule. Any step-error
// code conforms; only the shape of the answer and the state it leaves are checked.
import { describe, test } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { ruleFailure } from '../support/decided-by.js';
import { expectAnswers } from '../support/expect-answers.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';

const host = useHostUnderTest();
const MESSAGE = { $adapter: 'qq', $sender: { id: 'u1' } };
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
const run = (setup: Record<string, unknown>, steps: Step[]): Promise<StepResult[]> => host.results(host.checks('turns', setup, steps));
/** The code of a step error (protocol §6: an `error` object whose code is a string), else undefined. */
const codeOf = (result: StepResult | undefined): string | undefined => {
  const error: unknown = (result as { error?: unknown } | undefined)?.error;
  const code = isObject(error) ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};
const quiet = { name: 'p', files: { 'tools/quiet/index.ts': { tool: { description: 'Quiet', requiresApproval: 'never' } } } };
const good = { op: 'startTurn', session: 's1', message: MESSAGE, profile: 'interactive', port: { answers: [] } };

/** startTurn steps that break the startTurn schema, one field at a time. */
function malformedStarts(): Step[] {
  const without = (field: string): Step => Object.fromEntries(Object.entries(good).filter(([k]) => k !== field)) as Step;
  const port = (answer: unknown): Step => ({ ...good, port: { answers: [{ approve: true }, answer] } });
  return [
    without('session'), { ...good, session: 5 }, { ...good, session: '' }, without('message'), without('port'), without('profile'),
    { ...good, message: 'hi' }, { ...good, message: [MESSAGE] }, { ...good, profile: 'daily' },
    { ...good, port: 'answers' }, { ...good, port: [] }, { ...good, port: { answers: 'approve' } },
    port({ approve: false }), port({ deny: 1 }), port({ approve: true, deny: true }), port({ reply: 1, subject: 'u1', session: 's1' }),
    port({ reply: 'r', subject: 1, session: 's1' }), port({ reply: 'r', subject: 'u1', session: 1 }),
    port({ reply: 'r', subject: 'u1', session: 's1', extra: true }), port(null), port('approve'), port(['approve']), port({}),
  ];
}

/** Steps naming turn-1 with a field of the wrong type, or a required field missing. */
const malformedTurnSteps = (): Step[] => [
  { op: 'call', turn: 1, tool: 'quiet', input: {} },
  { op: 'call', turn: 'turn-1', tool: 5, input: {} },
  { op: 'call', turn: 'turn-1', tool: 'quiet' },
  { op: 'journal', turn: 7 },
  // An object JSON can carry whose String() throws: named in no message as it is.
  { op: 'journal', turn: { toString: 1 } },
  { op: 'prompt', turn: null },
  { op: 'abort' },
  { op: 'endTurn', turn: ['turn-1'] },
];

/** Prompt sections that break the sectionDefinition schema. */
function malformedSections(): unknown[] {
  const base = { title: 'T', content: 'c', order: 1, retention: 'required' };
  return [
    null, 'text', ['T'], { ...base, title: 5 }, { ...base, content: 5 }, { ...base, layer: 5 }, { ...base, order: '1' },
    { ...base, retention: 'sometimes' }, { ...base, maxChars: -1 }, { ...base, maxChars: 1.5 }, { ...base, maxChars: '3' },
    { ...base, profiles: 'interactive' }, { ...base, profiles: ['daily'] }, { ...base, profiles: [5] }, { ...base, platforms: 'qq' },
    { ...base, platforms: [5] }, { title: 'T', content: 'c', order: 1 },
  ];
}

/** Loads that break the schema: malformed sections (also in a later child or tree) and malformed trees. */
function malformedLoads(): Step[] {
  const section = (value: unknown) => ({ section: value });
  const valid = section({ title: 'A', content: 'a', order: 1, retention: 'required' });
  const loads: Step[] = malformedSections().map((s) => ({ op: 'load', trees: [{ name: 'p', files: { 'prompt-sections/x/index.ts': section(s) } }] }));
  loads.push(
    { op: 'load', trees: [{ name: 'p', files: {}, children: [{ name: 'a', files: { 'prompt-sections/one/index.ts': valid } }, { name: 'b', files: { 'prompt-sections/two/index.ts': section({ title: 'B', content: 'b', order: 'first', retention: 'required' }) } }] }] },
    { op: 'load', trees: [{ name: 'p', files: { 'prompt-sections/one/index.ts': valid } }, { name: 'q', files: { 'prompt-sections/two/index.ts': section({ title: 'B', content: 'b', order: 1, retention: 'always' }) } }] },
    { op: 'load', trees: 'p' },
    { op: 'load', trees: quiet },
    { op: 'load', trees: [5] },
    { op: 'load' },
    { op: 'load', trees: [quiet, { name: 5, files: {} }] },
    { op: 'load', trees: [quiet, { name: 'q', files: {}, services: 5 }] },
    { op: 'load', trees: [quiet, { name: 'q', files: { 'tools/x/index.ts': { tool: { description: 'X', behavior: { echo: 'yes' } } } } }] },
    // The dedicated policy is typed by the schema: a policy it does not name, or an allow-list that is no list of strings.
    { op: 'load', trees: [quiet, { name: 'q', files: { 'tools/x/index.ts': { tool: { description: 'X', policy: 'shell' } } } }] },
    { op: 'load', trees: [quiet, { name: 'q', files: { 'tools/x/index.ts': { tool: { description: 'X', policy: 'bash', allow: 'ls' } } } }] },
    { op: 'load', trees: [quiet, { name: 'q', files: { 'tools/x/index.ts': { tool: { description: 'X', policy: 'file', allow: [5] } } } }] },
  );
  return loads;
}

/** Each result in `results[from…to)` must be a step error; the first that is not fails, naming its step. */
function expectStepErrors(results: readonly StepResult[], steps: readonly Step[], from: number, rule: string): void {
  steps.forEach((step, i) => {
    const code = codeOf(results[from + i]);
    if (code === undefined || !KEBAB.test(code)) {
      throw ruleFailure(rule, `step ${from + i} ${JSON.stringify(step).slice(0, 300)}: expected a step error (any kebab-case code), host answered ${JSON.stringify(results[from + i])}`);
    }
  });
}

describe('turns: input that breaks the schemas', () => {
  test(req(['PROTOCOL-004'], 'malformed startTurn, call, journal, prompt, abort and endTurn steps answer a step error and change nothing'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const starts = malformedStarts();
    const later = malformedTurnSteps();
    const steps: Step[] = [{ op: 'load', trees: [quiet] }, ...starts, good, ...later, { op: 'journal', turn: 'turn-1' }, { op: 'call', turn: 'turn-1', tool: 'quiet', input: {} }];
    const results = await run({}, steps);
    expectAnswers(steps, results, { 0: { generation: 1 } });
    expectStepErrors(results, starts, 1, 'PROTOCOL-004');
    // The k-th SUCCESSFUL start answers turn-k: none of the malformed ones started a turn.
    const at = 1 + starts.length;
    expectAnswers(steps, results, { [at]: { turn: 'turn-1', generation: 1 } });
    expectStepErrors(results, later, at + 1, 'PROTOCOL-004');
    // Nothing was journaled, and the malformed abort and endTurn left the turn open.
    const tail = at + 1 + later.length;
    expectAnswers(steps, results, { [tail]: { entries: [] }, [tail + 1]: { outcome: 'result', asked: false, output: null } });
  });

  test(req(['PROTOCOL-004'], 'a load with a malformed prompt section or plugin tree answers a step error and publishes nothing'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const loads = malformedLoads();
    const steps: Step[] = [...loads, { op: 'startTurn', session: 's1', message: null, profile: 'scheduled', port: null }, { op: 'prompt', turn: 'turn-1' }, { op: 'load', trees: [quiet] }];
    const results = await run({}, steps);
    expectStepErrors(results, loads, 0, 'PROTOCOL-004');
    // No failed load published anything: the turn pins generation 0 and the first good load is generation 1.
    const n = loads.length;
    expectAnswers(steps, results, { [n]: { turn: 'turn-1', generation: 0 }, [n + 1]: { sections: [], totalChars: 0 }, [n + 2]: { generation: 1 } });
  });

  test(req(['PROTOCOL-005'], 'schema-breaking steps, sections and trees never break the case: one result per step, each a result or a step error, and the next case is fresh'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const steps: Step[] = [{ op: 'load', trees: [quiet] }, ...malformedStarts(), good, ...malformedTurnSteps(), ...malformedLoads(), { op: 'journal', turn: 'turn-1' }];
    const results = await run({}, steps);
    results.forEach((result, i) => {
      const error = (result as { error?: unknown }).error;
      if (!isObject(result) || (isObject(error) && !KEBAB.test(codeOf(result) ?? ''))) {
        throw ruleFailure('PROTOCOL-005', `step ${i} ${JSON.stringify(steps[i]).slice(0, 300)}: expected a result object or a step error, host answered ${JSON.stringify(result)}`);
      }
    });
    // Nothing of that case is carried into the next one.
    const fresh: Step[] = [good, { op: 'journal', turn: 'turn-1' }, { op: 'call', turn: 'turn-1', tool: 'quiet', input: {} }];
    expectAnswers(fresh, await run({}, fresh), {
      0: { turn: 'turn-1', generation: 0 },
      1: { entries: [] },
      2: { outcome: 'denied', stage: 'unknown', asked: false },
    });
  });

  test(req(['PROTOCOL-006'], 'a setup that breaks the turns setup schema answers every step with a step error'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const setups: Record<string, unknown>[] = [
      { config: 5 }, { config: [] }, { config: null }, { config: { systemPromptMaxChars: -1 } }, { config: { systemPromptMaxChars: 1.5 } },
      { config: { systemPromptMaxChars: '10' } }, { config: { systemPromptMaxChars: null } }, { config: { systemPromptMaxChars: true } },
      { config: { budget: 10 } }, { config: { systemPromptMaxChars: 10, budget: 10 } }, { extra: true }, { config: {}, extra: true },
      // platformGrants (platform-grants.schema.json): adapter → sender → list of permission strings.
      { platformGrants: 5 }, { platformGrants: null }, { platformGrants: [] }, { platformGrants: { qq: ['admin'] } }, { platformGrants: { qq: 5 } },
      { platformGrants: { qq: null } }, { platformGrants: { qq: { u1: 'admin' } } }, { platformGrants: { qq: { u1: [5] } } },
      { platformGrants: { qq: { u1: ['admin', 5] } } }, { platformGrants: { qq: { u1: ['admin'] }, kook: { u2: {} } } },
    ];
    const steps: Step[] = [{ op: 'load', trees: [quiet] }, good, { op: 'call', turn: 'turn-1', tool: 'quiet', input: {} }];
    for (const setup of setups) {
      const results = await run(setup, steps);
      const answered = results.findIndex((r) => !KEBAB.test(codeOf(r) ?? ''));
      if (answered >= 0) throw ruleFailure('PROTOCOL-006', `setup ${JSON.stringify(setup)}, step ${answered} ${JSON.stringify(steps[answered])}: expected a step error (any kebab-case code), host answered ${JSON.stringify(results[answered])}`);
    }
  });

  test(req(['PROTOCOL-003'], 'an op the host does not know answers a step error, and the other steps are answered as if it had not been sent'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const unknown: Step[] = [{ op: 'pin' }, { op: 'startturn', session: 's1', message: null, profile: 'scheduled', port: null }, { op: 'tools', turn: 'turn-1', channel: 'generic' }, { op: 'approve', turn: 'turn-1' }];
    const steps: Step[] = [{ op: 'load', trees: [quiet] }, unknown[0]!, good, unknown[1]!, { op: 'call', turn: 'turn-1', tool: 'quiet', input: {} }, unknown[2]!, unknown[3]!, { op: 'journal', turn: 'turn-1' }];
    const results = await run({}, steps);
    const at = [1, 3, 5, 6];
    at.forEach((i, k) => {
      const code = codeOf(results[i]);
      if (code === undefined || !KEBAB.test(code)) throw ruleFailure('PROTOCOL-003', `step ${i} ${JSON.stringify(unknown[k])}: expected a step error, host answered ${JSON.stringify(results[i])}`);
    });
    // "As if it had not been sent": the same steps alone, answered by this host, are the measure (a
    // contract value such as the journal's order is its contract rule's, never this one's).
    const alone = await run({}, [{ op: 'load', trees: [quiet] }, good, { op: 'call', turn: 'turn-1', tool: 'quiet', input: {} }, { op: 'journal', turn: 'turn-1' }]);
    expectAnswers(steps, results, { 0: alone[0], 2: alone[1], 4: alone[2], 7: alone[3] }, 'PROTOCOL-003');
  });
});
