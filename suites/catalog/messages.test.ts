// What fixtures cannot say (they compare error codes, and framework tools only by name): the key an
// invalid-config message names, the exact not-found messages, and that a shadowed plugin tool's
// definition never leaks into the framework tool's channel entry.
import { describe } from 'vitest';
import type { Step } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { QQ, catalogTest, errorOf, notFoundSkill, notFoundTool, runCatalog, same, toolsOf, valueOf, where } from './wire.js';

const host = useHostUnderTest();

const TREE = { name: 'p', files: { 'tools/a/index.ts': { tool: { description: 'A' } } } };

describe('catalog: invalid configuration', () => {
  const table: [string, unknown][] = [
    ['maxLoadedPerSession', { maxLoadedPerSession: -1 }],
    ['maxLoadedPerSession', { maxLoadedPerSession: 2.5 }],
    ['maxLoadedPerSession', { maxLoadedPerSession: '3' }],
    ['discoverTopK', { discoverTopK: -2 }],
    ['discoverTopK', { discoverTopK: null }],
    ['alwaysLoadedTools', { alwaysLoadedTools: 'discover' }],
    ['alwaysLoadedTools', { alwaysLoadedTools: ['discover', 1] }],
    ['mcpServers', { mcpServers: ['github'] }],
    ['mcpServers', { mcpServers: { github: { alwaysLoadedTools: [true] } } }],
    ['deferredTools', 'everything'],
  ];
  const steps: Step[] = [
    { op: 'load', trees: [TREE] },
    { op: 'startTurn', session: 's1', message: QQ },
    { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
    { op: 'discover', turn: 'turn-1', query: 'a' },
    { op: 'session', session: 's1' },
  ];
  for (const [key, deferredTools] of table) {
    catalogTest(host, ['CATALOG-016'], `deferredTools ${JSON.stringify(deferredTools)}: every step answers invalid-config naming ${key}`, async () => {
      const results = await runCatalog(host, { config: { deferredTools } }, steps);
      steps.forEach((step, i) => {
        const error = errorOf(results, i, step);
        same(i, step, error.code, 'invalid-config', 'CATALOG-016');
        if (!error.message.includes(key)) throw new Error(`FAIL: ${where(i, step)}: the invalid-config message ${JSON.stringify(error.message)} does not name ${key}`);
      });
    });
  }
});

describe('catalog: not-found messages', () => {
  catalogTest(host, ['CATALOG-011', 'CATALOG-022'], 'load_tool and load_skill answer exactly the not-found messages, with the name as sent (quotes and all)', async () => {
    const names = ['nothing', 'secret', 'with "quotes"', 'Ünïcode', ''];
    const tree = { name: 'p', files: { 'tools/secret/index.ts': { tool: { description: 'S', hidden: true } } } };
    const steps: Step[] = [{ op: 'load', trees: [tree] }, { op: 'startTurn', session: 's1', message: QQ }];
    for (const name of names) steps.push({ op: 'loadTool', turn: 'turn-1', name }, { op: 'loadSkill', turn: 'turn-1', name });
    const results = await runCatalog(host, {}, steps);
    names.forEach((name, j) => {
      const t = 2 + 2 * j;
      same(t, steps[t]!, errorOf(results, t, steps[t]!), { code: 'not-found', message: notFoundTool(name) }, 'CATALOG-011');
      same(t + 1, steps[t + 1]!, errorOf(results, t + 1, steps[t + 1]!), { code: 'not-found', message: notFoundSkill(name) }, 'CATALOG-022');
    });
  });
});

describe('catalog: framework tools', () => {
  const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];
  const pluginSchema = { type: 'object', properties: { pluginOnly: { type: 'string' } } };

  catalogTest(host, ['CATALOG-025', 'CATALOG-021'], 'a plugin tool named like a framework tool is shadowed: one entry, with the framework\'s own description and schema', async () => {
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
        if (typeof t.description !== 'string' || typeof t.input_schema !== 'object' || t.input_schema === null) {
          throw new Error(`FAIL: ${where(i, steps[i]!)}: ${t.name} needs a string description and an object input_schema (CATALOG-021)`);
        }
        if (t.description === `PLUGIN ${t.name}` || JSON.stringify(t.input_schema) === JSON.stringify(pluginSchema)) {
          throw new Error(`FAIL: ${where(i, steps[i]!)}: ${t.name} carries the shadowed plugin tool's definition`);
        }
      }
    }
  });

  catalogTest(host, ['CATALOG-025', 'CATALOG-005'], 'framework tools need no access check: a turn without a message, unattended, still has the four', async () => {
    const steps: Step[] = [
      { op: 'load', trees: [TREE] },
      { op: 'startTurn', session: 'cron', message: null, attended: false },
      { op: 'tools', turn: 'turn-1', channel: 'generic' },
      { op: 'loadTool', turn: 'turn-1', name: 'spawn_task' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(2, steps[2]!, toolsOf(results, 2, steps[2]!).map((t) => t.name), ['discover', 'load_skill', 'load_tool', 'spawn_task'], 'CATALOG-025');
    same(3, steps[3]!, valueOf(results, 3, steps[3]!), { loaded: 'spawn_task', evicted: [] }, 'CATALOG-015');
  });
});

