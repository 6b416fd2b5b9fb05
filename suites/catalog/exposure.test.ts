// What a turn exposes and what its channels carry, at the edges the fixtures do not reach: mcpServers
// entries and the server of each tool (CATALOG-006, CATALOG-027), always-loaded tools that are never
// stamped (CATALOG-015), and the framework tools, whose wording is the host's (CATALOG-025, CATALOG-021).
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { QQ, catalogTest, failBy, runCatalog, same, sameExposed, sameSession, toolsOf, valueOf, where } from './wire.js';

const host = useHostUnderTest();
const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];
const DEFAULT_ALWAYS = ['ask_user', 'spawn_task', 'discover', 'load_tool', 'load_skill'];

const tool = (description: string, fields: Record<string, unknown> = {}) => ({ tool: { description, ...fields } });
const names = (results: readonly StepResult[], i: number, steps: readonly Step[]): string[] => toolsOf(results, i, steps[i]!).map((t) => t.name);
const expectValue = (results: readonly StepResult[], i: number, steps: readonly Step[], expected: unknown, rule: string): void =>
  same(i, steps[i]!, valueOf(results, i, steps[i]!), expected, rule);

describe('catalog: MCP servers and always-loaded tools', () => {
  catalogTest(host, ['CATALOG-006'], 'an mcpServers entry named "undefined" or "null" affects no tool outside that server', async () => {
    const tree = { name: 'p', files: { 'tools/kiwi/index.ts': tool('Kiwi'), 'tools/pear/index.ts': tool('Pear') } };
    const deferredTools = { alwaysLoadedTools: [...DEFAULT_ALWAYS, 'kiwi'], mcpServers: { undefined: { alwaysLoadedTools: ['pear'] }, null: { alwaysLoadedTools: ['pear'] } } };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'tools', turn: 'turn-1', channel: 'generic' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, { config: { deferredTools } }, steps);
    sameExposed(results, 2, 3, steps, ['ask_user', 'discover', 'kiwi', 'load_skill', 'load_tool', 'spawn_task'], 'CATALOG-006 (an entry applies to its own server only)');
  });

  for (const [label, deferredTools, stamped] of [
    ['its server\'s entry leaves it out: load_tool stamps it', { alwaysLoadedTools: [...DEFAULT_ALWAYS, 'aaa'], mcpServers: { farm: { alwaysLoadedTools: [] } } }, true],
    ['its server\'s entry lists it: load_tool stamps nothing', { mcpServers: { farm: { alwaysLoadedTools: ['aaa'] } } }, false],
  ] as const) {
    catalogTest(host, ['CATALOG-006', 'CATALOG-015', 'CATALOG-013'], `the first tool by name is an MCP server's and ${label}`, async () => {
      const provider = { id: 'mcp:farm', kind: 'tool', tools: [{ name: 'aaa', description: 'First by name' }] };
      const steps: Step[] = [
        { op: 'registerProvider', scope: 'global', provider },
        { op: 'load', trees: [] },
        { op: 'startTurn', session: 's1', message: QQ },
        { op: 'use', turn: 'turn-1', tool: 'aaa' },
        { op: 'loadTool', turn: 'turn-1', name: 'aaa' },
        { op: 'endTurn', turn: 'turn-1' },
        { op: 'session', session: 's1' },
      ];
      const results = await runCatalog(host, { config: { deferredTools } }, steps);
      // Exposed before any load exactly when always-loaded: the server entry decides that.
      expectValue(results, 3, steps, { exposed: !stamped }, 'CATALOG-006 (whether aaa is always-loaded is its server entry\'s to say)');
      expectValue(results, 4, steps, { loaded: 'aaa', evicted: [] }, 'CATALOG-012 (a catalog tool loads)');
      // Given that, whether the load stamped it: an ordinary tool is stamped, an always-loaded one never.
      sameSession(6, steps[6]!, valueOf(results, 6, steps[6]!), { loaded: stamped ? ['aaa'] : [], skills: [] }, stamped ? 'CATALOG-013 (a load persists in the session)' : 'CATALOG-015 (an always-loaded tool is never stamped)');
    });
  }

  catalogTest(host, ['CATALOG-015', 'CATALOG-023', 'CATALOG-024'], 'a persisted tool that is always-loaded in a later generation is not re-stamped by use', async () => {
    const deferredTools = { alwaysLoadedTools: [...DEFAULT_ALWAYS, 'kiwi'], mcpServers: { farm: { alwaysLoadedTools: [] } } };
    const provider = { id: 'mcp:farm', kind: 'tool', tools: [{ name: 'kiwi', description: 'Kiwi of the farm' }] };
    const tree1 = { name: 'p', files: { 'tools/pear/index.ts': tool('Pear'), 'tools/fig/index.ts': tool('Fig') } };
    const tree2 = { name: 'p', files: { 'tools/pear/index.ts': tool('Pear'), 'tools/fig/index.ts': tool('Fig'), 'tools/kiwi/index.ts': tool('Kiwi') } };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'global', provider },
      { op: 'load', trees: [tree1] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'loadTool', turn: 'turn-1', name: 'kiwi' },
      { op: 'loadTool', turn: 'turn-1', name: 'pear' },
      { op: 'loadTool', turn: 'turn-1', name: 'fig' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'session', session: 's1' },
      { op: 'dispose', disposer: 'disposer-1' },
      { op: 'load', trees: [tree2] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'use', turn: 'turn-2', tool: 'kiwi' },
      { op: 'endTurn', turn: 'turn-2' },
      { op: 'session', session: 's1' },
    ];
    const results = await runCatalog(host, { config: { deferredTools } }, steps);
    // Three tools, so that a wrong stamp moves one of them instead of reversing the list.
    sameSession(7, steps[7]!, valueOf(results, 7, steps[7]!), { loaded: ['fig', 'pear', 'kiwi'], skills: [] }, 'CATALOG-006 (the farm entry leaves kiwi to be loaded and stamped)');
    expectValue(results, 9, steps, { generation: 2 }, 'CATALOG-023 (a load commits the next generation)');
    expectValue(results, 11, steps, { exposed: true }, 'CATALOG-005 (an always-loaded catalog tool is exposed)');
    sameSession(13, steps[13]!, valueOf(results, 13, steps[13]!), { loaded: ['fig', 'pear', 'kiwi'], skills: [] }, 'CATALOG-015 (a use of an always-loaded tool stamps nothing)');
  });

  catalogTest(host, ['CATALOG-027', 'CATALOG-006', 'CATALOG-010'], 'a provider id of exactly "mcp:" is no MCP server: the global list applies to its tools, an entry "" does not, discover with mcpServer "" finds nothing', async () => {
    const provider = { id: 'mcp:', kind: 'tool', tools: [{ name: 'hay', description: 'Hay' }, { name: 'straw', description: 'Straw' }] };
    const deferredTools = { alwaysLoadedTools: [...DEFAULT_ALWAYS, 'hay'], mcpServers: { '': { alwaysLoadedTools: ['straw'] } } };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'global', provider },
      { op: 'load', trees: [] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'tools', turn: 'turn-1', channel: 'generic' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'discover', turn: 'turn-1', query: 'hay', mcpServer: 'nope' },
      { op: 'discover', turn: 'turn-1', query: 'hay', mcpServer: '' },
      { op: 'discover', turn: 'turn-1', query: 'straw', mcpServer: '' },
    ];
    const results = await runCatalog(host, { config: { deferredTools } }, steps);
    sameExposed(results, 3, 4, steps, ['ask_user', 'discover', 'hay', 'load_skill', 'load_tool', 'spawn_task'], 'CATALOG-027 (the tools of provider "mcp:" follow the global always-loaded list)');
    // The filter itself first (an unknown server answers nothing), then the empty server name.
    expectValue(results, 5, steps, { results: [] }, 'CATALOG-010 (a server with no tools answers nothing)');
    expectValue(results, 6, steps, { results: [] }, 'CATALOG-027 (no tool belongs to a server named "")');
    expectValue(results, 7, steps, { results: [] }, 'CATALOG-027 (no tool belongs to a server named "")');
  });
});

describe('catalog: generations', () => {
  catalogTest(host, ['CATALOG-023', 'CATALOG-021'], 'a turn keeps the definitions of its pinned generation: a reload that changes a tool\'s description shows in the next turn only', async () => {
    const tree = (description: string) => ({ name: 'p', files: { 'tools/keep/index.ts': tool(description) } });
    const steps: Step[] = [
      { op: 'load', trees: [tree('Keep v1')] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'load', trees: [tree('Keep v2')] },
      { op: 'startTurn', session: 's2', message: QQ },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    const keep = (i: number) => toolsOf(results, i, steps[i]!).find((t) => t.name === 'keep')?.description;
    // The newer turn first: a host that words descriptions wrongly fails the definition rule there.
    same(4, steps[4]!, keep(4), 'Keep v2', 'CATALOG-021 (an entry carries its definition\'s description)');
    same(5, steps[5]!, keep(5), 'Keep v1', 'CATALOG-023 (a turn keeps its pinned generation)');
  });
});

describe('catalog: framework tools', () => {
  const pluginSchema = { type: 'object', properties: { pluginOnly: { type: 'string' } } };

  catalogTest(host, ['CATALOG-025', 'CATALOG-021'], 'a plugin tool named like a framework tool is shadowed: one entry, never with the plugin tool\'s definition', async () => {
    const files: Record<string, unknown> = {};
    for (const name of FRAMEWORK) files[`tools/${name}/index.ts`] = { tool: { description: `PLUGIN ${name}`, inputSchema: pluginSchema } };
    const steps: Step[] = [
      { op: 'load', trees: [{ name: 'p', files }] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'tools', turn: 'turn-1', channel: 'generic' },
    ];
    const results = await runCatalog(host, {}, steps);
    for (const i of [2, 3]) {
      const tools = toolsOf(results, i, steps[i]!);
      same(i, steps[i]!, tools.map((t) => t.name), FRAMEWORK, 'CATALOG-025 (each framework tool once, nothing else)');
      for (const t of tools) {
        if (typeof t.description !== 'string' || typeof t.input_schema !== 'object' || t.input_schema === null || Array.isArray(t.input_schema)) {
          failBy('CATALOG-021', `${where(i, steps[i]!)}: ${t.name} needs a string description and an object input_schema`);
        }
        // The framework tool's wording is the host's; it just cannot be the shadowed plugin tool's.
        if (t.description === `PLUGIN ${t.name}` || JSON.stringify(t.input_schema) === JSON.stringify(pluginSchema)) {
          failBy('CATALOG-025', `${where(i, steps[i]!)}: ${t.name} carries the shadowed plugin tool's definition`);
        }
      }
    }
  });

  catalogTest(host, ['CATALOG-025', 'CATALOG-015'], 'framework tools need no access check: a turn without a message, unattended, still has the four', async () => {
    const steps: Step[] = [
      { op: 'load', trees: [{ name: 'p', files: { 'tools/a/index.ts': tool('A') } }] },
      { op: 'startTurn', session: 'cron', message: null, attended: false },
      { op: 'tools', turn: 'turn-1', channel: 'generic' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'loadTool', turn: 'turn-1', name: 'spawn_task' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(3, steps[3]!, names(results, 3, steps).filter((n) => FRAMEWORK.includes(n)), ['discover', 'load_skill', 'load_tool', 'spawn_task'], 'CATALOG-025 (four framework tools in every turn, ask_user only attended)');
    sameExposed(results, 2, 3, steps, ['discover', 'load_skill', 'load_tool', 'spawn_task'], 'CATALOG-005 (the always-loaded tools are exposed)');
    expectValue(results, 4, steps, { loaded: 'spawn_task', evicted: [] }, 'CATALOG-015 (loading an always-loaded tool changes nothing)');
  });
});
