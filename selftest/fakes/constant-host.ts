// Constant hosts: answers that never depend on the input's meaning, one result of the right shape per
// step. A kit whose tests a constant passes has tests that cannot tell a host from a rubber stamp
// (issue 33: every requirement needs a test a constant or echoing answer fails, charged to it).
// They implement no rule, so they are fakes, not broken hosts (those wrap the reference).
import type { Case, HelloResponse, InProcessHost, RunAnswer, Step, StepResult } from '../../host/protocol.js';

/**
 * yes: every yes/no answer true, every op succeeds; no: every yes/no answer false, every op still
 * succeeds; refuse: a step error for every step; echo: each answer repeats the step back (its own
 * fields, as far as the op's result has fields of those names), else the yes answer; empty: `{}` for
 * every step (the right number of results, nothing in them).
 */
export type ConstantFlavour = 'yes' | 'no' | 'refuse' | 'echo' | 'empty';

export const CONSTANT_AREAS = ['permits', 'access', 'registry', 'turns', 'catalog'] as const;

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value.length > 0 ? value : fallback);

/** The shaped answer of `op` in `area` with every yes/no field set to `yes`. */
function shaped(area: string, step: Step, yes: boolean, echo: boolean): StepResult {
  const name = (field: string, fallback: string): string => (echo ? text(step[field], fallback) : fallback);
  switch (`${area}.${step.op}`) {
    case 'permits.permit':
      return { allowed: yes };
    case 'permits.lint':
      return { valid: yes };
    case 'access.access':
      return { listed: yes, callable: yes };
    case 'registry.registerProvider':
    case 'turns.registerProvider':
    case 'catalog.registerProvider':
      return { disposer: name('id', 'disposer-1') };
    case 'registry.commit':
    case 'turns.load':
    case 'catalog.load':
      return { generation: 1 };
    case 'registry.index':
      return { generation: 1, tools: [], skills: [], agents: [] };
    case 'registry.pin':
      return { pin: 'pin-1', generation: 1 };
    case 'registry.call':
      return { output: echo ? (step.input ?? null) : null };
    case 'turns.startTurn':
      return { turn: name('turn', 'turn-1'), generation: 1 };
    case 'turns.call':
      return yes ? { outcome: 'result', asked: false, output: echo ? (step.input ?? null) : null } : { outcome: 'denied', asked: false, stage: 'permission' };
    case 'turns.journal':
      return { entries: [] };
    case 'turns.prompt':
      return { sections: [], totalChars: 0 };
    case 'catalog.startTurn':
      return { turn: name('parent', 'turn-1'), generation: 1, agent: echo && typeof step.agent === 'string' ? step.agent : null };
    case 'catalog.tools':
      // The digest form (hello feature catalog.tools.digest): the digest of an empty list, always.
      return step.form === 'digest' ? { count: 0, digest: `sha256:${'0'.repeat(64)}` } : { tools: [] };
    case 'catalog.discover':
      return { results: [] };
    case 'catalog.loadTool':
      return { loaded: name('name', 'tool'), evicted: [] };
    case 'catalog.loadSkill':
      return { skill: name('skill', 'skill'), instructions: '', unlocked: [] };
    case 'catalog.use':
      return { exposed: yes };
    case 'catalog.session':
      return { loaded: [], skills: [] };
    case 'catalog.surface':
      return { tools: [], skills: [], agents: [] };
    case 'registry.stage':
    case 'registry.addTool':
    case 'registry.addSkill':
    case 'registry.dispose':
    case 'registry.release':
    case 'turns.dispose':
    case 'turns.endTurn':
    case 'turns.abort':
    case 'catalog.dispose':
    case 'catalog.endTurn':
      return {};
    default:
      // An op the area does not have: the protocol's step error (PROTOCOL-003), so that only contract
      // rules are left to tell the constant from a host.
      return { error: { code: 'unknown-op', message: `no op ${JSON.stringify(step.op)} in area ${area}` } };
  }
}

export function constantAnswer(flavour: ConstantFlavour, testCase: Case): RunAnswer {
  const area = testCase.area;
  return {
    results: testCase.steps.map((step): StepResult =>
      flavour === 'refuse' ? { error: { code: 'refused', message: 'this host refuses every step' } }
      : flavour === 'empty' ? {}
      : shaped(area, step, flavour !== 'no', flavour === 'echo'),
    ),
  };
}

export function constantHost(flavour: ConstantFlavour): InProcessHost {
  return {
    hello: (): HelloResponse & { features: string[] } => ({ protocol: 1, implementation: { name: `constant-${flavour}`, version: '0.0.0', language: 'typescript' }, areas: [...CONSTANT_AREAS], features: ['catalog.tools.digest'] }),
    run: (testCase) => constantAnswer(flavour, testCase),
  };
}
