// What a catalog host does with input that breaks the published schemas
// (spec/schemas/areas/catalog.{setup,steps}.schema.json): the protocol's rules, not the contract's
// (spec/protocol.md §6). A step that breaks its op's schema SHOULD answer a step error, any code, and
// change nothing (PROTOCOL-004); a setup that breaks the setup schema SHOULD answer every step with one
// (PROTOCOL-006); whatever the input, the case MUST be answered step by step and leave nothing behind
// for the next case (PROTOCOL-005).
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { ruleFailure } from '../support/decided-by.js';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
import { QQ, agentFiles, catalogTest, runCatalogAsIs as runCatalog, same, valueOf, where } from './wire.js';

const host = useHostUnderTest();

const TREE = { name: 'p', files: { 'tools/kiwi/index.ts': { tool: { description: 'Kiwi' } }, ...agentFiles('ops') } };

/** Steps that each break the steps schema of area catalog (one field each). */
const MALFORMED: Step[] = [
  { op: 'startTurn', session: '', message: QQ },
  { op: 'startTurn', session: 5, message: QQ },
  { op: 'startTurn', session: 's1' },
  { op: 'startTurn', session: 's1', message: 'qq' },
  { op: 'startTurn', session: 's1', message: ['qq'] },
  { op: 'startTurn', session: 's1', message: QQ, agent: 5 },
  // Objects JSON can carry whose String() throws: a host names them in no message as they are.
  { op: 'startTurn', session: 's1', message: QQ, agent: { toString: 1 } },
  { op: 'startTurn', parent: 'turn-1', agent: { toString: 1 } },
  { op: 'startTurn', session: 's1', message: QQ, attended: 'yes' },
  { op: 'startTurn', parent: 'turn-1', agent: 'ops', session: 's1' },
  { op: 'startTurn', parent: 'turn-1', agent: 'ops', message: QQ },
  { op: 'startTurn', parent: 'turn-1', agent: 'ops', attended: false },
  { op: 'startTurn', parent: 'turn-1' },
  { op: 'tools', turn: 'turn-1', channel: 'openai' },
  { op: 'tools', turn: 'turn-1', channel: 'generic', form: 'short' },
  { op: 'discover', turn: 'turn-1', query: 5 },
  { op: 'discover', turn: 'turn-1', query: 'kiwi', mcpServer: 5 },
  { op: 'use', turn: 'turn-1', tool: 5 },
  { op: 'loadTool', turn: 'turn-1', name: 5 },
  { op: 'loadTool', turn: 'turn-1' },
  { op: 'loadSkill', turn: 'turn-1', name: 5 },
  { op: 'tools', turn: 5, channel: 'generic' },
  { op: 'endTurn', turn: 5 },
  { op: 'session', session: 5 },
  { op: 'load', trees: 'p' },
];

/** One result per step, each a result object or a step error (spec/protocol.md §2). */
function answeredStepByStep(results: readonly StepResult[], steps: readonly Step[]): void {
  if (results.length !== steps.length) throw ruleFailure('PROTOCOL-005', `the case has ${steps.length} steps but ${results.length} results`);
  results.forEach((r, i) => {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) throw ruleFailure('PROTOCOL-005', `${where(i, steps[i]!)} answered ${JSON.stringify(r)}, which is neither a result object nor a step error`);
  });
}

describe('catalog: steps that break the steps schema', () => {
  catalogTest(host, ['PROTOCOL-004'], 'each answers a step error (any code), and changes nothing: the next starts still take turn-2 and turn-3', async () => {
    const steps: Step[] = [
      { op: 'load', trees: [TREE] },
      { op: 'startTurn', session: 's1', message: QQ },
      ...MALFORMED,
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'startTurn', parent: 'turn-1', agent: 'ops' },
      { op: 'tools', turn: 'turn-2', channel: 'generic' },
    ];
    const results = await runCatalog(host, {}, steps);
    answeredStepByStep(results, steps);
    MALFORMED.forEach((_, j) => {
      const i = 2 + j;
      if (stepError(results[i]!) === undefined) throw ruleFailure('PROTOCOL-004', `${where(i, steps[i]!)} answered ${JSON.stringify(results[i])}: a step that breaks its op's schema should answer a step error`);
    });
    const n = 2 + MALFORMED.length;
    same(n, steps[n]!, valueOf(results, n, steps[n]!), { turn: 'turn-2', generation: 1, agent: null }, 'PROTOCOL-004 (a refused step takes no handle)');
    same(n + 1, steps[n + 1]!, valueOf(results, n + 1, steps[n + 1]!), { turn: 'turn-3', generation: 1, agent: 'ops' }, 'PROTOCOL-004 (a refused step takes no handle)');
  });

  catalogTest(host, ['PROTOCOL-005'], 'a case of malformed steps is answered step by step, and the next case starts clean', async () => {
    const steps: Step[] = [{ op: 'load', trees: [TREE] }, { op: 'startTurn', session: 's1', message: QQ }, { op: 'loadTool', turn: 'turn-1', name: 'kiwi' }, ...MALFORMED, { op: 'endTurn', turn: 'turn-1' }];
    answeredStepByStep(await runCatalog(host, {}, steps), steps);
    // Whatever the host made of them, nothing of that case reaches this one: a fresh host, generation 0, turn-1.
    const clean: Step[] = [{ op: 'session', session: 's1' }, { op: 'startTurn', session: 's1', message: QQ }];
    const results = await runCatalog(host, {}, clean);
    answeredStepByStep(results, clean);
    same(0, clean[0]!, valueOf(results, 0, clean[0]!), { loaded: [], skills: [] }, 'PROTOCOL-005 (nothing carries into the next case)');
    same(1, clean[1]!, valueOf(results, 1, clean[1]!), { turn: 'turn-1', generation: 0, agent: null }, 'PROTOCOL-005 (nothing carries into the next case)');
  });
});

describe('catalog: setups that break the setup schema', () => {
  const BAD_SETUPS: Record<string, unknown>[] = [{ config: 3 }, { config: 'deferredTools' }, { config: null }, { config: [{ deferredTools: {} }] }, { extra: true }];
  const steps: Step[] = [{ op: 'load', trees: [TREE] }, { op: 'startTurn', session: 's1', message: QQ }, { op: 'session', session: 's1' }];

  for (const setup of BAD_SETUPS) {
    catalogTest(host, ['PROTOCOL-006'], `setup ${JSON.stringify(setup)}: every step answers a step error (any code)`, async () => {
      const results = await runCatalog(host, setup, steps);
      answeredStepByStep(results, steps);
      steps.forEach((step, i) => {
        if (stepError(results[i]!) === undefined) throw ruleFailure('PROTOCOL-006', `${where(i, step)} answered ${JSON.stringify(results[i])}: a case whose setup breaks the setup schema should answer a step error`);
      });
    });
  }

  catalogTest(host, ['PROTOCOL-005'], 'a case with a malformed setup is answered step by step', async () => {
    for (const setup of BAD_SETUPS) answeredStepByStep(await runCatalog(host, setup, steps), steps);
  });
});

describe('catalog: an op the area does not have (PROTOCOL-003)', () => {
  catalogTest(host, ['PROTOCOL-003'], 'an unknown op answers a step error, and the other steps are answered as if it had not been sent', async () => {
    const unknown: Step[] = [{ op: 'pin' }, { op: 'starTturn', session: 's1', message: QQ }, { op: 'call', turn: 'turn-1', tool: 'kiwi', input: {} }, { op: 'prompt', turn: 'turn-1' }];
    const steps: Step[] = [{ op: 'load', trees: [TREE] }, unknown[0]!, { op: 'startTurn', session: 's1', message: QQ }, unknown[1]!, { op: 'loadTool', turn: 'turn-1', name: 'kiwi' }, unknown[2]!, unknown[3]!, { op: 'session', session: 's1' }];
    const results = await runCatalog(host, {}, steps);
    answeredStepByStep(results, steps);
    [1, 3, 5, 6].forEach((i) => {
      if (stepError(results[i]!) === undefined) throw ruleFailure('PROTOCOL-003', `${where(i, steps[i]!)} answered ${JSON.stringify(results[i])}: an op the area does not have answers a step error`);
    });
    // "As if it had not been sent": the same steps alone, answered by this host, are the measure.
    const alone: Step[] = [steps[0]!, steps[2]!, steps[4]!, steps[7]!];
    const answers = await runCatalog(host, {}, alone);
    [0, 2, 4, 7].forEach((i, k) => same(i, steps[i]!, results[i], answers[k], 'PROTOCOL-003'));
  });
});
