// Law-based properties of area catalog over random worlds (suites/catalog/arbitraries.ts):
// (b) the channels agree with each other and the exposed set stays within always-loaded + the limit;
// (c) discover stays inside the catalog, within discoverTopK, deterministic, exact match first;
// (concurrent turns and sub-agents: isolation.test.ts);
// (e) load_tool's not-found answer is the same for unknown and for inaccessible names.
// Which tools access control lists is asked of the host's own area `access` (when it claims it), so these
// properties need no model of the permit language. Each check charges its failure to the one rule that
// decides it (the title's first ID is the main rule; the others are exercised).
import fc from 'fast-check';
import { describe } from 'vitest';
import type { Step } from '../../host/protocol.js';
import { askAccess } from '../support/ask.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import { propertyTest } from '../support/property-test.js';
import { AGENT_SKILL, AGENT_TOOL, MCP_SERVERS, allTools, messageArb, publishSteps, queryArb, worldArb } from './arbitraries.js';
import type { World, WorldTool } from './arbitraries.js';
import { AREA, errorOf, failBy, notFoundTool, runCatalog, same, toolsOf, valueOf, where } from './wire.js';
import type { ChannelTool } from './wire.js';

const host = useHostUnderTest();
const RUNS = { runs: 40 };
const API_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const DEFAULT_ALWAYS = ['ask_user', 'spawn_task', 'discover', 'load_tool', 'load_skill'];
const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];

type Message = Record<string, unknown> | null;

/** The names of the world's tools that the host's area `access` lists for the message, or undefined when it does not claim the area. */
async function listedByAccess(h: HostUnderTest, world: World, message: Message): Promise<Set<string> | undefined> {
  if (!h.claims('access')) return undefined;
  const tools = allTools(world);
  const answers = await askAccess(
    h,
    {},
    tools.map((t) => {
      const { name: _name, description: _description, ...fields } = t;
      return { tool: fields, message: message as never };
    }),
  );
  return new Set(tools.filter((_, i) => answers[i]!.listed).map((t) => t.name));
}

function names(tools: readonly ChannelTool[]): string[] {
  return tools.map((t) => t.name);
}

function isSortedDistinct(list: readonly string[]): boolean {
  return list.every((n, i) => i === 0 || list[i - 1]! < n);
}

/** The steps of one turn on a freshly published world, from a fresh session. */
function turnSteps(world: World, message: Message, attended: boolean): Step[] {
  return [...(publishSteps(world) as Step[]), { op: 'startTurn', session: 's1', message, attended }];
}

describe('catalog: channels and exposure', () => {
  const storyArb = fc.record({
    world: worldArb,
    message: messageArb,
    attended: fc.boolean(),
    max: fc.integer({ min: 0, max: 3 }),
    always: fc.option(fc.subarray([...DEFAULT_ALWAYS, 'kiwi', 'pie', 'farm_kiwi', 'market_kiwi', 'seam_crate']), { freq: 2 }),
    farmList: fc.option(fc.subarray(['farm_kiwi', 'farm_hay', 'kiwi', 'discover']), { freq: 2 }),
    moves: fc.array(fc.record({ load: fc.boolean(), pick: fc.nat(40) }), { maxLength: 12 }),
  });

  propertyTest(
    host,
    AREA,
    ['CATALOG-019', 'CATALOG-001', 'CATALOG-005', 'CATALOG-006', 'CATALOG-014', 'CATALOG-020', 'CATALOG-021', 'CATALOG-025'],
    'anthropic = framework tools + what access lists (deferred exactly where generic does not send it); generic ⊆ anthropic, within always-loaded + maxLoadedPerSession; names API-legal',
    storyArb,
    async ({ world, message, attended, max, always, farmList, moves }) => {
      const deferredTools: Record<string, unknown> = { maxLoadedPerSession: max };
      if (always !== null) deferredTools.alwaysLoadedTools = always;
      if (farmList !== null) deferredTools.mcpServers = { farm: { alwaysLoadedTools: farmList } };
      const alwaysList = new Set(always ?? DEFAULT_ALWAYS);
      const farmTools = new Set(world.mcp.farm!.map((t) => t.name));
      const isAlways = (n: string) => (farmList !== null && farmTools.has(n) ? farmList.includes(n) : alwaysList.has(n));

      const isEntryTool = (n: string) => farmList !== null && farmTools.has(n);
      const candidates = [...allTools(world).map((t) => t.name), ...FRAMEWORK, AGENT_TOOL];
      const steps = turnSteps(world, message, attended);
      const checkpoints: number[] = [];
      /** Names a load_tool of this turn asked for before each checkpoint (loaded or not). */
      const askedBefore: Set<string>[] = [];
      const asked = new Set<string>();
      const channels = () => {
        askedBefore.push(new Set(asked));
        checkpoints.push(steps.length);
        steps.push({ op: 'tools', turn: 'turn-1', channel: 'generic' }, { op: 'tools', turn: 'turn-1', channel: 'anthropic' });
      };
      channels();
      for (const move of moves) {
        const name = candidates[move.pick % candidates.length]!;
        if (move.load) asked.add(name);
        steps.push(move.load ? { op: 'loadTool', turn: 'turn-1', name } : { op: 'use', turn: 'turn-1', tool: name });
        channels();
      }
      const results = await runCatalog(host, { config: { deferredTools } }, steps);
      const listed = await listedByAccess(host, world, message);

      checkpoints.forEach((at, n) => {
        const generic = toolsOf(results, at, steps[at]!);
        const anthropic = toolsOf(results, at + 1, steps[at + 1]!);
        const g = names(generic);
        const a = names(anthropic);
        const fail = (rule: string, text: string): never =>
          failBy(rule, `${where(at, steps[at]!)} and the anthropic step after it: ${text} (${rule}); generic ${JSON.stringify(g)}, anthropic ${JSON.stringify(anthropic)}`);
        // The shape of each channel first: what one channel alone gets wrong is that channel's rule.
        if (!isSortedDistinct(a)) fail('CATALOG-019', 'the anthropic channel is not sorted by name or repeats a name');
        if (!isSortedDistinct(g)) fail('CATALOG-020', 'the generic channel is not sorted by name or repeats a name');
        for (const t of [...generic, ...anthropic]) if (!API_NAME.test(t.name)) fail('CATALOG-021', `${t.name} is not a name a model API accepts`);
        if (generic.some((t) => 'defer_loading' in t)) fail('CATALOG-020', 'the generic channel carries defer_loading');
        for (const t of anthropic) if ('defer_loading' in t && t.defer_loading !== true) fail('CATALOG-019', `${t.name} has defer_loading ${JSON.stringify(t.defer_loading)}`);
        // Then what the catalog holds (the anthropic channel sends all of it).
        const framework = FRAMEWORK.filter((f) => f !== 'ask_user' || attended);
        const frameworkSeen = a.filter((x) => FRAMEWORK.includes(x));
        if (JSON.stringify(frameworkSeen) !== JSON.stringify(framework)) fail('CATALOG-025', `framework tools ${JSON.stringify(frameworkSeen)}, expected ${JSON.stringify(framework)}`);
        if (listed !== undefined) {
          const plugin = a.filter((x) => !FRAMEWORK.includes(x));
          const want = [...listed].sort();
          if (JSON.stringify(plugin) !== JSON.stringify(want)) fail('CATALOG-001', `catalog tools ${JSON.stringify(plugin)}, but area access lists ${JSON.stringify(want)} for this message`);
        }
        // Then what is exposed: generic sends it, anthropic leaves defer_loading off exactly there.
        if (!g.every((x) => a.includes(x))) fail('CATALOG-020', 'generic sends a tool that is not in the catalog');
        for (const t of anthropic) {
          const deferred = 'defer_loading' in t;
          if (deferred !== g.includes(t.name)) continue;
          // The channels disagree about t. An always-loaded tool is exposed, one never asked for is not: the
          // channel that says otherwise broke its own rule (an asked one could be either: anthropic's then).
          const exposed = isAlways(t.name) ? true : askedBefore[n]!.has(t.name) ? undefined : false;
          const rule = exposed === undefined ? 'CATALOG-019' : (exposed === deferred) ? 'CATALOG-019' : 'CATALOG-020';
          fail(rule, `${t.name}: defer_loading must be set exactly on the tools generic does not send`);
        }
        const always = a.filter(isAlways);
        const missing = always.filter((x) => !g.includes(x));
        if (missing.length > 0) fail(missing.some(isEntryTool) ? 'CATALOG-006' : 'CATALOG-005', `the always-loaded catalog tools ${JSON.stringify(missing)} are not exposed`);
        const unasked = g.filter((x) => !isAlways(x) && !askedBefore[n]!.has(x));
        if (unasked.length > 0) fail(unasked.some(isEntryTool) ? 'CATALOG-006' : 'CATALOG-005', `${JSON.stringify(unasked)} are exposed, but are neither always-loaded nor loaded in this turn`);
        if (g.length > always.length + max) fail('CATALOG-014', `${g.length} exposed, more than ${always.length} always-loaded + maxLoadedPerSession ${max}`);
      });
    },
    RUNS,
  );
});

describe('catalog: discover', () => {
  const storyArb = worldArb.chain((world) =>
    fc.record({
      world: fc.constant(world),
      message: messageArb,
      topK: fc.option(fc.integer({ min: 0, max: 6 }), { freq: 3 }),
      queries: fc.array(fc.record({ q: queryArb(world), server: fc.option(fc.constantFrom(...MCP_SERVERS, 'nope'), { freq: 2 }) }), { minLength: 1, maxLength: 12 }),
    }),
  );

  propertyTest(
    host,
    AREA,
    ['CATALOG-007', 'CATALOG-008', 'CATALOG-010'],
    'discover answers only catalog tools and visible skills, at most discoverTopK, no duplicates, the same list twice, an exact tool name first, only the server\'s tools with mcpServer',
    storyArb,
    async ({ world, message, topK, queries }) => {
      const steps = turnSteps(world, message, true);
      const catalogAt = steps.length;
      steps.push({ op: 'tools', turn: 'turn-1', channel: 'anthropic' });
      const asked: number[] = [];
      for (const { q, server } of queries) {
        const step: Step = { op: 'discover', turn: 'turn-1', query: q, ...(server === null ? {} : { mcpServer: server }) };
        asked.push(steps.length);
        steps.push(step, { ...step });
      }
      const setup = topK === null ? {} : { config: { deferredTools: { discoverTopK: topK } } };
      const results = await runCatalog(host, setup, steps);
      const catalog = new Set(names(toolsOf(results, catalogAt, steps[catalogAt]!)));
      // Independently of the host's own channels: a discovered tool must be a framework tool or one area access lists.
      const listed = await listedByAccess(host, world, message);
      const admissible = (name: string) => FRAMEWORK.includes(name) || listed === undefined || listed.has(name);
      const visibleSkills = new Set(world.skills);
      const k = topK ?? 5;
      const serverOf = new Map<string, string>();
      for (const server of MCP_SERVERS) for (const t of world.mcp[server]!) serverOf.set(t.name, server);

      for (const at of asked) {
        const step = steps[at]!;
        const first = valueOf(results, at, step).results;
        const again = valueOf(results, at + 1, steps[at + 1]!).results;
        if (!Array.isArray(first)) failBy('CATALOG-007', `${where(at, step)}: "results" should be an array`);
        const list = first as { kind: unknown; name: unknown }[];
        const fail = (rule: string, text: string): never =>
          failBy(rule, `${where(at, step)} answered ${JSON.stringify(list)}: ${text} (${rule}; catalog ${JSON.stringify([...catalog])}, visible skills ${JSON.stringify([...visibleSkills])})`);
        if (list.length > k) fail('CATALOG-007', `more than discoverTopK = ${k} entries`);
        const keys = list.map((r) => `${String(r.kind)}:${String(r.name)}`);
        if (new Set(keys).size !== keys.length) fail('CATALOG-007', 'an entry twice');
        for (const r of list) {
          if (r.kind === 'tool' ? !catalog.has(String(r.name)) : r.kind === 'skill' ? !visibleSkills.has(String(r.name)) : true) {
            fail('CATALOG-007', `${JSON.stringify(r)} is not a catalog tool or visible skill of the turn`);
          }
          if (r.name === AGENT_TOOL || r.name === AGENT_SKILL) fail('CATALOG-007', 'an unselected agent\'s capability was revealed');
          if (r.kind === 'tool' && !admissible(String(r.name))) fail('CATALOG-007', `${String(r.name)} is not listed by area access for this message`);
        }
        const q = String(step.query);
        const server = step.mcpServer as string | undefined;
        if (q.trim() === '' && list.length > 0) fail('CATALOG-007', 'an empty query must find nothing');
        if (server !== undefined && list.some((r) => r.kind !== 'tool' || serverOf.get(String(r.name)) !== server)) fail('CATALOG-010', `with mcpServer ${server} only that server's tools may be answered`);
        const exact = catalog.has(q) && (server === undefined || serverOf.get(q) === server);
        if (exact && k >= 1 && (list[0]?.kind !== 'tool' || list[0]?.name !== q)) fail('CATALOG-008', `the catalog tool named exactly "${q}" must come first`);
        same(at + 1, steps[at + 1]!, again, first, 'CATALOG-008 (the same query on the same turn state answers the same list)');
      }
    },
    RUNS,
  );
});

describe('catalog: not-found reveals nothing', () => {
  const storyArb = fc.record({
    world: worldArb,
    message: messageArb,
    unknown: fc.array(fc.stringMatching(/^[a-z][a-z0-9_-]{0,20}$/), { minLength: 1, maxLength: 4 }),
  });

  propertyTest(
    host,
    AREA,
    ['CATALOG-011', 'CATALOG-001', 'CATALOG-002'],
    'load_tool of a name outside the catalog (unknown, inaccessible, hidden, another agent\'s) answers not-found with the one message, and the answers differ only by the name',
    storyArb,
    async ({ world, message, unknown }) => {
      const steps = turnSteps(world, message, true);
      const catalogAt = steps.length;
      steps.push({ op: 'tools', turn: 'turn-1', channel: 'anthropic' });
      const known = allTools(world).map((t: WorldTool) => t.name);
      const probes = [...new Set([...known, AGENT_TOOL, ...unknown])];
      const probeAt = steps.length;
      for (const name of probes) steps.push({ op: 'loadTool', turn: 'turn-1', name });
      const results = await runCatalog(host, { config: { deferredTools: { maxLoadedPerSession: 100 } } }, steps);
      const catalog = new Set(names(toolsOf(results, catalogAt, steps[catalogAt]!)));
      const shapes = new Set<string>();
      probes.forEach((name, j) => {
        const i = probeAt + j;
        const step = steps[i]!;
        if (catalog.has(name)) {
          same(i, step, valueOf(results, i, step).loaded, name, 'CATALOG-012 (a catalog tool loads)');
          return;
        }
        const error = errorOf(results, i, step);
        same(i, step, error, { code: 'not-found', message: notFoundTool(name) }, 'CATALOG-011 (one not-found answer for every reason)');
        // Everything the host answered, with the name taken out of the message: no field may tell why.
        const raw = results[i] as { error: Record<string, unknown> };
        shapes.add(JSON.stringify({ ...raw, error: { ...raw.error, message: String(raw.error.message).replace(`"${name}"`, '"<name>"') } }));
      });
      if (shapes.size > 1) failBy('CATALOG-011', `not-found answers differ beyond the name: ${[...shapes].join(' | ')}`);
    },
    RUNS,
  );
});
