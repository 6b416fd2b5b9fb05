// Model-based property (a): random sequences of turn starts (top-level and sub-agent), load_tool, use,
// endTurn, reloads and session snapshots, each sequence sent as ONE case, every answer compared with
// the model of suites/catalog/model.ts (the eviction rule, persistence, isolation, pinned generations).
import fc from 'fast-check';
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { propertyTest } from '../support/property-test.js';
import { CatalogModel, FRAMEWORK_ATTENDED } from './model.js';
import type { Adapter, ModelConfig, ModelTool } from './model.js';
import { AREA, DISCORD, QQ, agentFiles, errorOf, runCatalog, same, toolsOf, valueOf } from './wire.js';

const host = useHostUnderTest();

const POOL = ['alpha', 'beta', 'gamma', 'delta', 'eps', 'zeta'] as const;
/** Names a model may call: plugin tools, framework tools, and one that exists nowhere. */
const NAMES = [...POOL, ...FRAMEWORK_ATTENDED, 'nowhere'] as const;

type Op =
  | { kind: 'start'; session: number; adapter: Adapter; attended: boolean }
  | { kind: 'sub'; pick: number }
  | { kind: 'load'; pick: number; tool: string }
  | { kind: 'use'; pick: number; tool: string }
  | { kind: 'end'; pick: number }
  | { kind: 'generic'; pick: number }
  | { kind: 'session'; session: number }
  | { kind: 'reload'; which: number };

interface Story {
  config: ModelConfig;
  generations: ModelTool[][];
  ops: Op[];
}

const toolsArb = fc.subarray([...POOL], { minLength: 1 }).chain((names) =>
  fc.tuple(...names.map((name) => fc.boolean().map((qqOnly): ModelTool => ({ name, qqOnly })))),
);

const pick = fc.nat(20);
const nameArb = fc.constantFrom(...NAMES);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('start' as const), session: fc.integer({ min: 1, max: 3 }), adapter: fc.constantFrom<Adapter>('qq', 'discord'), attended: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('sub' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('load' as const), pick, tool: nameArb }), weight: 8 },
  { arbitrary: fc.record({ kind: fc.constant('use' as const), pick, tool: nameArb }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('end' as const), pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('generic' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('session' as const), session: fc.integer({ min: 1, max: 3 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reload' as const), which: fc.nat(2) }), weight: 1 },
);

const configArb: fc.Arbitrary<ModelConfig> = fc.record(
  {
    maxLoadedPerSession: fc.integer({ min: 0, max: 4 }),
    alwaysLoadedTools: fc.subarray([...NAMES]),
  },
  { requiredKeys: ['maxLoadedPerSession'] },
);

const storyArb: fc.Arbitrary<Story> = fc.record({
  config: configArb,
  generations: fc.array(toolsArb, { minLength: 1, maxLength: 3 }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 50, size: 'max' }),
});

function treeOf(tools: readonly ModelTool[]): Record<string, unknown> {
  const files: Record<string, unknown> = { ...agentFiles('helper') };
  for (const t of tools) files[`tools/${t.name}/index.ts`] = { tool: { description: `tool ${t.name}`, ...(t.qqOnly ? { platforms: ['qq'] } : {}) } };
  return { name: 'p', files };
}

/** What the host must answer for one step, read off the model. */
type Expect = { value: unknown } | { error: string; message?: string } | { generic: string[] };

/** Turns the story into steps, driving the model to know every expected answer. */
function play(story: Story): { steps: Step[]; expected: Expect[] } {
  const model = new CatalogModel(story.config);
  const steps: Step[] = [];
  const expected: Expect[] = [];
  const push = (step: Step, want: Expect) => {
    steps.push(step);
    expected.push(want);
  };
  const loadGeneration = (tools: ModelTool[]) => push({ op: 'load', trees: [treeOf(tools)] }, { value: { generation: model.load(tools) } });
  const turnOf = (p: number): number => (p % model.turnCount) + 1;

  loadGeneration(story.generations[0]!);
  for (const op of story.ops) {
    if (op.kind !== 'start' && op.kind !== 'session' && op.kind !== 'reload' && model.turnCount === 0) continue;
    switch (op.kind) {
      case 'start': {
        const message = op.adapter === 'qq' ? QQ : DISCORD;
        const generation = model.currentGeneration;
        const k = model.startTurn(`s${op.session}`, op.adapter, op.attended);
        push({ op: 'startTurn', session: `s${op.session}`, message, attended: op.attended }, { value: { turn: `turn-${k}`, generation, agent: null } });
        break;
      }
      case 'sub': {
        const parent = turnOf(op.pick);
        const step = { op: 'startTurn', parent: `turn-${parent}`, agent: 'helper' };
        if (!model.isOpen(parent)) {
          push(step, { error: 'turn-ended' });
          break;
        }
        const k = model.startSubAgent(parent);
        push(step, { value: { turn: `turn-${k}`, generation: model.generationOf(parent), agent: 'helper' } });
        break;
      }
      case 'load': {
        const k = turnOf(op.pick);
        const step = { op: 'loadTool', turn: `turn-${k}`, name: op.tool };
        if (!model.isOpen(k)) {
          push(step, { error: 'turn-ended' });
          break;
        }
        const answer = model.loadTool(k, op.tool);
        push(step, 'notFound' in answer ? { error: 'not-found', message: answer.notFound } : { value: answer });
        break;
      }
      case 'use': {
        const k = turnOf(op.pick);
        const step = { op: 'use', turn: `turn-${k}`, tool: op.tool };
        push(step, model.isOpen(k) ? { value: { exposed: model.use(k, op.tool) } } : { error: 'turn-ended' });
        break;
      }
      case 'end': {
        const k = turnOf(op.pick);
        model.endTurn(k);
        push({ op: 'endTurn', turn: `turn-${k}` }, { value: {} });
        break;
      }
      case 'generic': {
        const k = turnOf(op.pick);
        const step = { op: 'tools', turn: `turn-${k}`, channel: 'generic' };
        push(step, model.isOpen(k) ? { generic: model.exposed(k) } : { error: 'turn-ended' });
        break;
      }
      case 'session':
        push({ op: 'session', session: `s${op.session}` }, { value: { loaded: model.snapshot(`s${op.session}`), skills: [] } });
        break;
      case 'reload':
        loadGeneration(story.generations[op.which % story.generations.length]!);
        break;
    }
  }
  return { steps, expected };
}

function compare(steps: readonly Step[], results: readonly StepResult[], expected: readonly Expect[]): void {
  expected.forEach((want, i) => {
    const step = steps[i]!;
    if ('error' in want) {
      const error = errorOf(results, i, step);
      same(i, step, error.code, want.error, 'the catalog model');
      if (want.message !== undefined) same(i, step, error.message, want.message, 'the not-found message of CATALOG-011');
    } else if ('generic' in want) {
      const tools = toolsOf(results, i, step);
      same(i, step, tools.map((t) => t.name), want.generic, 'the exposed set of the catalog model');
      if (tools.some((t) => 'defer_loading' in t)) throw new Error(`FAIL: step ${i}: the generic channel carries defer_loading (CATALOG-020)`);
    } else {
      same(i, step, valueOf(results, i, step), want.value, 'the catalog model');
    }
  });
}

describe('catalog: agreement with the model', () => {
  propertyTest(
    host,
    AREA,
    ['CATALOG-005', 'CATALOG-012', 'CATALOG-013', 'CATALOG-014', 'CATALOG-015', 'CATALOG-017', 'CATALOG-018', 'CATALOG-020', 'CATALOG-023', 'CATALOG-024', 'CATALOG-026'],
    'random load/use/endTurn sequences over sessions, concurrent turns, sub-agents and reloads answer as the eviction model says',
    storyArb,
    async (story) => {
      const { steps, expected } = play(story);
      const setup = {
        config: {
          deferredTools: {
            maxLoadedPerSession: story.config.maxLoadedPerSession,
            ...(story.config.alwaysLoadedTools === undefined ? {} : { alwaysLoadedTools: story.config.alwaysLoadedTools }),
          },
        },
      };
      compare(steps, await runCatalog(host, setup, steps), expected);
    },
    { runs: 60 },
  );
});

