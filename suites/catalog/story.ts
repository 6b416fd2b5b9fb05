// A catalog story: a configuration, up to three generations of tools and random ops (turn starts,
// sub-agents, load_tool, load_skill, use, endTurn, channel listings, discover, the initial surface,
// session snapshots, reloads,
// stale handles, providers registered and disposed),
// played through the catalog model so that loads and uses pick names that mean something. Shared by the
// model-based property (model-based.test.ts) and `capkit fuzz catalog`.
import fc from 'fast-check';
import type { Step } from '../../host/protocol.js';
import { CatalogModel, FRAMEWORK_ATTENDED } from './model.js';
import type { Adapter, ModelConfig, ModelTool } from './model.js';
import { DISCORD, QQ, agentFiles } from './wire.js';

const POOL = ['alpha', 'beta', 'gamma', 'delta', 'eps', 'zeta'] as const;
/** Names a model may call: plugin tools, framework tools, and one that exists nowhere. */
const NAMES = [...POOL, ...FRAMEWORK_ATTENDED, 'nowhere'] as const;

type Op =
  | { kind: 'start'; session: number; adapter: Adapter; attended: boolean }
  | { kind: 'sub'; pick: number }
  | { kind: 'load'; pick: number; tool: string | number }
  | { kind: 'use'; pick: number; tool: string | number }
  | { kind: 'end'; pick: number }
  | { kind: 'generic'; pick: number }
  | { kind: 'session'; session: number }
  | { kind: 'reload'; which: number }
  | { kind: 'stale'; pick: number; what: 'sub' | 'load' | 'use' | 'generic' | 'end' }
  | { kind: 'discover'; pick: number; query: string }
  | { kind: 'skill'; pick: number; name: string }
  | { kind: 'provider' }
  | { kind: 'surface'; pick: number };

export interface Story {
  config: ModelConfig;
  generations: ModelTool[][];
  ops: Op[];
}

const toolsArb = fc.subarray([...POOL], { minLength: 1 }).chain((names) =>
  fc.tuple(...names.map((name) => fc.boolean().map((qqOnly): ModelTool => ({ name, qqOnly })))),
);

/** Mostly the most recent open turns, so loads, uses and ends meet each other. */
const pick = fc.oneof({ arbitrary: fc.constant(0), weight: 6 }, { arbitrary: fc.nat(1), weight: 2 }, { arbitrary: fc.nat(20), weight: 1 });
const nameArb = fc.oneof({ arbitrary: fc.constantFrom(...POOL), weight: 6 }, { arbitrary: fc.constantFrom(...NAMES), weight: 1 });
const sessionArb = fc.integer({ min: 1, max: 2 });
/** discover queries: exact names (CATALOG-008), prefixes, a word of every description, blanks, no match. */
const queryArb = fc.oneof(
  { arbitrary: fc.constantFrom(...NAMES), weight: 3 },
  { arbitrary: fc.constantFrom('a', 'e', 'de', 'load', 'tool', 'tool alpha', 'TOOL'), weight: 3 },
  { arbitrary: fc.constantFrom('', '  ', 'zzz'), weight: 1 },
);
const startArb = fc.record({ kind: fc.constant('start' as const), session: sessionArb, adapter: fc.constantFrom<Adapter>('qq', 'discord'), attended: fc.boolean() });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: startArb, weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('sub' as const), pick }), weight: 1 },
  // A number picks one of the turn's catalog tools (a load that succeeds), a name any tool.
  { arbitrary: fc.record({ kind: fc.constant('load' as const), pick, tool: fc.oneof({ arbitrary: fc.nat(5), weight: 3 }, { arbitrary: nameArb, weight: 1 }) }), weight: 8 },
  // A number picks one of the turn's loaded tools (a use that re-stamps), a name any tool.
  { arbitrary: fc.record({ kind: fc.constant('use' as const), pick, tool: fc.oneof({ arbitrary: fc.nat(5), weight: 3 }, { arbitrary: nameArb, weight: 1 }) }), weight: 7 },
  { arbitrary: fc.record({ kind: fc.constant('end' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('generic' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('session' as const), session: sessionArb }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('reload' as const), which: fc.nat(2) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('stale' as const), pick, what: fc.constantFrom('sub' as const, 'load' as const, 'use' as const, 'generic' as const, 'end' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('discover' as const), pick, query: queryArb }), weight: 2 },
  // This world has no skills: every load_skill is of an unknown one (CATALOG-022's not-found).
  { arbitrary: fc.record({ kind: fc.constant('skill' as const), pick, name: fc.constantFrom('helper', 'alpha', 'nowhere', 'load_skill') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('surface' as const), pick }), weight: 1 },
  // A provider registered and disposed before the next load: it never reaches a generation.
  { arbitrary: fc.constant({ kind: 'provider' as const }), weight: 1 },
);

/** alwaysLoadedTools is optional: absent (the default five) in about half the stories. */
const configArb: fc.Arbitrary<ModelConfig> = fc.record(
  {
    maxLoadedPerSession: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 4 }, { arbitrary: fc.integer({ min: 0, max: 6 }), weight: 1 }),
    alwaysLoadedTools: fc.subarray([...FRAMEWORK_ATTENDED, 'alpha', 'nowhere']),
    discoverTopK: fc.integer({ min: 0, max: 4 }),
  },
  { requiredKeys: ['maxLoadedPerSession'] },
);


export const storyArb: fc.Arbitrary<Story> = fc.record({
  config: configArb,
  generations: fc.array(toolsArb, { minLength: 1, maxLength: 3 }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 60, size: 'max' }),
});

function treeOf(tools: readonly ModelTool[]): Record<string, unknown> {
  const files: Record<string, unknown> = { ...agentFiles('helper') };
  for (const t of tools) files[`tools/${t.name}/index.ts`] = { tool: { description: `tool ${t.name}`, ...(t.qqOnly ? { platforms: ['qq'] } : {}) } };
  return { name: 'p', files };
}

/** Turns the story into steps, driving a model so that loads and uses pick names that mean something. */
export function play(story: Story): Step[] {
  const model = new CatalogModel(story.config);
  const steps: Step[] = [];
  const push = (step: Step) => {
    steps.push(step);
  };
  const loadGeneration = (tools: ModelTool[]) => {
    model.load(tools);
    push({ op: 'load', trees: [treeOf(tools)] });
  };
  const turns = (open: boolean): number[] => Array.from({ length: model.turnCount }, (_, i) => i + 1).filter((k) => model.isOpen(k) === open);
  /** An open turn, counted from the most recent; undefined when none is open. */
  const openTurn = (p: number): number | undefined => {
    const list = turns(true);
    return list.length === 0 ? undefined : list[list.length - 1 - (p % list.length)];
  };

  let providers = 0;
  loadGeneration(story.generations[0]!);
  for (const op of story.ops) {
    // Ops that need an open turn start one (in session 1, on qq) when there is none.
    if (['sub', 'load', 'use', 'end', 'generic', 'discover', 'skill', 'surface'].includes(op.kind) && turns(true).length === 0) {
      const k = model.startTurn('s1', 'qq', true);
      push({ op: 'startTurn', session: 's1', message: QQ, attended: true });
    }
    switch (op.kind) {
      case 'start': {
        const message = op.adapter === 'qq' ? QQ : DISCORD;
        model.startTurn(`s${op.session}`, op.adapter, op.attended);
        push({ op: 'startTurn', session: `s${op.session}`, message, attended: op.attended });
        break;
      }
      case 'sub': {
        const parent = openTurn(op.pick);
        if (parent === undefined) break;
        model.startSubAgent(parent);
        push({ op: 'startTurn', parent: `turn-${parent}`, agent: 'helper' });
        break;
      }
      case 'load': {
        const k = openTurn(op.pick);
        if (k === undefined) break;
        const catalog = [...model.catalog(k)].filter((n) => !(FRAMEWORK_ATTENDED as readonly string[]).includes(n)).sort();
        const tool = typeof op.tool === 'string' ? op.tool : catalog.length > 0 ? catalog[op.tool % catalog.length]! : POOL[0];
        model.loadTool(k, tool);
        push({ op: 'loadTool', turn: `turn-${k}`, name: tool });
        break;
      }
      case 'use': {
        const k = openTurn(op.pick);
        if (k === undefined) break;
        const loaded = model.loadedNames(k);
        const tool = typeof op.tool === 'string' ? op.tool : loaded.length > 0 ? loaded[op.tool % loaded.length]! : POOL[0];
        model.use(k, tool);
        push({ op: 'use', turn: `turn-${k}`, tool });
        break;
      }
      case 'end': {
        const k = openTurn(op.pick);
        if (k === undefined) break;
        model.endTurn(k);
        push({ op: 'endTurn', turn: `turn-${k}` });
        break;
      }
      case 'generic': {
        const k = openTurn(op.pick);
        if (k === undefined) break;
        push({ op: 'tools', turn: `turn-${k}`, channel: 'generic' });
        push({ op: 'tools', turn: `turn-${k}`, channel: 'anthropic' });
        push({ op: 'surface', turn: `turn-${k}` });
        break;
      }
      case 'session':
        push({ op: 'session', session: `s${op.session}` });
        break;
      case 'discover': {
        const k = openTurn(op.pick);
        if (k === undefined) break;
        push({ op: 'discover', turn: `turn-${k}`, query: op.query });
        break;
      }
      case 'surface': {
        const k = openTurn(op.pick);
        if (k === undefined) break;
        push({ op: 'surface', turn: `turn-${k}` });
        break;
      }
      case 'skill': {
        const k = openTurn(op.pick);
        if (k === undefined) break;
        push({ op: 'loadSkill', turn: `turn-${k}`, name: op.name });
        break;
      }
      case 'provider':
        // Disposers are numbered by registration in the case, as in area registry.
        providers += 1;
        push({ op: 'registerProvider', scope: 'global', provider: { id: `seam-${providers}`, kind: 'tool', tools: [{ name: 'seamtool', description: 'a tool of a disposed provider' }] } });
        push({ op: 'dispose', disposer: `disposer-${providers}` });
        break;
      case 'reload':
        loadGeneration(story.generations[op.which % story.generations.length]!);
        break;
      case 'stale': {
        const ended = turns(false);
        if (ended.length === 0) break;
        const turn = `turn-${ended[op.pick % ended.length]!}`;
        const step: Step =
          op.what === 'sub' ? { op: 'startTurn', parent: turn, agent: 'helper' }
          : op.what === 'load' ? { op: 'loadTool', turn, name: POOL[0] }
          : op.what === 'use' ? { op: 'use', turn, tool: POOL[0] }
          : op.what === 'generic' ? { op: 'tools', turn, channel: 'generic' }
          : { op: 'endTurn', turn };
        push(step);
        break;
      }
    }
  }
  return steps;
}

/** The case setup of a story: its deferred-tools configuration. */
export function setupOf(story: Story): Record<string, unknown> {
  return {
    config: {
      deferredTools: {
        maxLoadedPerSession: story.config.maxLoadedPerSession,
        ...(story.config.alwaysLoadedTools === undefined ? {} : { alwaysLoadedTools: story.config.alwaysLoadedTools }),
        ...(story.config.discoverTopK === undefined ? {} : { discoverTopK: story.config.discoverTopK }),
      },
    },
  };
}
