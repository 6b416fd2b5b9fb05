// CATALOG-019/020/021 end to end: the real `@anthropic-ai/sdk` client, driven by the reference's one-turn
// loop, against a scripted Messages endpoint on loopback. The checks are on the request bodies exactly as
// they reached the socket: every catalog tool with defer_loading on the unexposed ones, the exposed set
// growing after load_tool, the tool_use/tool_result round trips, persistence across the turns of one
// session and none across sessions, and names an API would refuse never on the wire.
import Anthropic from '@anthropic-ai/sdk';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { PluginTree } from '../../registry/plugin-tree.js';
import { referenceSemantics } from '../../semantics.js';
import { CatalogHost } from '../catalog-host.js';
import type { CatalogTurn } from '../controller.js';
import type { CatalogTool, TurnController } from '../types.js';
import { anthropicTools } from './anthropic.js';
import { notExposedMessage, runAnthropicTurn } from './anthropic-turn.js';
import { genericTools } from './generic.js';
import { startScriptedMessagesServer } from '../../../selftest/support/scripted-messages-server.js';
import type { RecordedRequest, ScriptedMessagesServer, ScriptedReply } from '../../../selftest/support/scripted-messages-server.js';

const MODEL = 'claude-test-model';
const MAX_TOKENS = 1024;
const MESSAGE = { $adapter: 'test', $channel: { type: 'private', id: 'dm-1' }, $sender: { id: 'alice', role: 'user' } };

const WEATHER_SCHEMA = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };

/**
 * The plugin tree of the scenario. For alice (role user, private chat) the catalog holds weather, calendar
 * and extra__notes; admin-reset fails its permission and secret is hidden, so neither may appear anywhere;
 * travel__book is skill-private and enters the catalog only once skill travel is active.
 */
const TREE: PluginTree = {
  name: 'demo',
  files: {
    'tools/weather/index.ts': { tool: { description: 'Current weather for a city', inputSchema: WEATHER_SCHEMA } },
    'tools/calendar/index.ts': { tool: { description: 'List calendar events' } },
    'tools/admin-reset/index.ts': { tool: { description: 'Reset everything', permissions: ['role(master)'] } },
    'tools/secret/index.ts': { tool: { description: 'A hidden tool', hidden: true } },
    'skills/travel/SKILL.md': { text: '# Travel\nPlan trips.' },
    'skills/travel/tools/book/index.ts': { tool: { description: 'Book a trip' } },
  },
  children: [{ name: 'extra', files: { 'tools/notes/index.ts': { tool: { description: 'Take a note' } } } }],
};

// The plugin tools as the wire must carry them, written out by hand.
const WEATHER = { name: 'weather', description: 'Current weather for a city', input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } };
const CALENDAR = { name: 'calendar', description: 'List calendar events', input_schema: { type: 'object' } };
const NOTES = { name: 'extra__notes', description: 'Take a note', input_schema: { type: 'object' } };
const BOOK = { name: 'travel__book', description: 'Book a trip', input_schema: { type: 'object' } };
const deferred = <T extends object>(tool: T): T & { defer_loading: true } => ({ ...tool, defer_loading: true });

/** A framework tool's entry: name and (absent) defer_loading by hand; description and schema are host-defined. */
function framework(controller: TurnController, name: string): { name: string; description: string; input_schema: Record<string, unknown> } {
  const tool = controller.catalog().tools.find((t) => t.qualifiedName === name && t.framework);
  if (tool === undefined) throw new Error(`framework tool ${name} is not in the turn's catalog`);
  return { name, description: tool.description, input_schema: tool.inputSchema };
}

// ---- server lifecycle and handle accounting: the server is always stopped and nothing stays open ----

let server: ScriptedMessagesServer | undefined;
let baselineSockets = 0;
const openSockets = (): number => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap' || r === 'TCPServerWrap').length;

beforeEach(() => {
  baselineSockets = openSockets();
});

afterEach(async () => {
  const running = server;
  server = undefined;
  if (running !== undefined) await running.stop();
  // The client's keep-alive sockets close once the server has closed its ends; give them a moment.
  const deadline = Date.now() + 2000;
  while (openSockets() > baselineSockets && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  expect(openSockets(), 'TCP handles left open after the server stopped').toBeLessThanOrEqual(baselineSockets);
});

async function serve(script: readonly ScriptedReply[]): Promise<{ client: Anthropic; server: ScriptedMessagesServer }> {
  server = await startScriptedMessagesServer(script);
  return { server, client: new Anthropic({ apiKey: 'test-key', baseURL: server.url, maxRetries: 0 }) };
}

const bodies = (s: ScriptedMessagesServer): unknown[] => s.requests().map((r) => r.body);

function expectMessagesRequests(requests: readonly RecordedRequest[]): void {
  for (const r of requests) {
    expect([r.method, r.path]).toEqual(['POST', '/v1/messages']);
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // SDK 1.14.0 sends an apiKey as a Bearer authorization; older ones used x-api-key. Either way the key arrives.
    expect(r.headers['x-api-key'] ?? r.headers.authorization?.replace(/^Bearer /, '')).toBe('test-key');
  }
}

function newHost(): CatalogHost {
  const host = new CatalogHost({ semantics: referenceSemantics });
  const loaded = host.load([TREE]);
  if (!loaded.ok) throw new Error(`the scenario's plugin tree does not load: ${JSON.stringify(loaded.problem)}`);
  return host;
}

/** The host hands out CatalogTurn (a TurnController); its endTurn takes that class. */
function turn(host: CatalogHost, session: string): CatalogTurn {
  const started = host.startTurn({ session, message: MESSAGE });
  if ('error' in started) throw new Error(`startTurn failed: ${started.error.code}: ${started.error.message}`);
  return started;
}

describe('the Anthropic channel through the real SDK client on loopback', () => {
  test('a multi-turn scenario: load_tool exposes, the exposed set persists in the session and nowhere else', async () => {
    const { client, server } = await serve([
      // turn 1 (session s1)
      { content: [{ type: 'text', text: 'Let me load the weather tool.' }, { type: 'tool_use', id: 'toolu_01', name: 'load_tool', input: { name: 'weather' } }], stop_reason: 'tool_use' },
      { content: [{ type: 'tool_use', id: 'toolu_02', name: 'weather', input: { city: 'Paris' } }, { type: 'tool_use', id: 'toolu_03', name: 'calendar', input: {} }], stop_reason: 'tool_use' },
      { content: [{ type: 'text', text: 'It is sunny in Paris.' }], stop_reason: 'end_turn' },
      // turn 2 (session s1)
      { content: [{ type: 'tool_use', id: 'toolu_04', name: 'load_tool', input: { name: 'admin-reset' } }, { type: 'tool_use', id: 'toolu_07', name: 'discover', input: { query: 'travel' } }, { type: 'tool_use', id: 'toolu_05', name: 'load_skill', input: { name: 'travel' } }], stop_reason: 'tool_use' },
      { content: [{ type: 'tool_use', id: 'toolu_06', name: 'weather', input: { city: 'Lyon' } }], stop_reason: 'tool_use' },
      { content: [{ type: 'text', text: 'Lyon is rainy.' }], stop_reason: 'end_turn' },
      // session s2
      { content: [{ type: 'text', text: 'Hello Bob.' }], stop_reason: 'end_turn' },
    ]);
    const host = newHost();
    const ran: Array<[string, unknown]> = [];
    const runTool = (name: string, input: unknown): string => {
      ran.push([name, input]);
      if (name === 'weather') return (input as { city: string }).city === 'Paris' ? 'Sunny, 21 °C' : 'Rain, 12 °C';
      throw new Error(`the scenario never runs ${name}`);
    };
    const params = { client, model: MODEL, maxTokens: MAX_TOKENS, runTool };

    // ---- turn 1: load_tool("weather"), then weather (and calendar, which is not loaded) ----
    const t1 = turn(host, 's1');
    const [askUser, discover, loadSkill, loadTool, spawnTask] = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'].map((n) => framework(t1, n)) as [
      ReturnType<typeof framework>, ReturnType<typeof framework>, ReturnType<typeof framework>, ReturnType<typeof framework>, ReturnType<typeof framework>,
    ];
    // The loop reads load_tool/load_skill {name} and discover {query}: the schemas the model sees must say so.
    for (const meta of [loadTool, loadSkill]) expect(meta.input_schema).toMatchObject({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] });
    expect(discover.input_schema).toMatchObject({ type: 'object', properties: { query: { type: 'string' } } });

    const user1 = { role: 'user', content: 'What is the weather in Paris?' } as const;
    const out1 = await runAnthropicTurn({ ...params, controller: t1, messages: [user1] });
    host.endTurn(t1);

    const assistant1 = { role: 'assistant', content: [{ type: 'text', text: 'Let me load the weather tool.' }, { type: 'tool_use', id: 'toolu_01', name: 'load_tool', input: { name: 'weather' } }] };
    const results1 = { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_01', content: '{"loaded":"weather","evicted":[]}' }] };
    const assistant2 = { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_02', name: 'weather', input: { city: 'Paris' } }, { type: 'tool_use', id: 'toolu_03', name: 'calendar', input: {} }] };
    const results2 = {
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'toolu_02', content: 'Sunny, 21 °C' },
        { type: 'tool_result', tool_use_id: 'toolu_03', content: 'tool "calendar" is not loaded in this turn; call load_tool first', is_error: true },
      ],
    };
    const assistant3 = { role: 'assistant', content: [{ type: 'text', text: 'It is sunny in Paris.' }] };

    const turn1Tools = [askUser, deferred(CALENDAR), discover, deferred(NOTES), loadSkill, loadTool, spawnTask];
    expect(bodies(server).slice(0, 3)).toStrictEqual([
      { model: MODEL, max_tokens: MAX_TOKENS, messages: [user1], tools: [...turn1Tools, deferred(WEATHER)] },
      { model: MODEL, max_tokens: MAX_TOKENS, messages: [user1, assistant1, results1], tools: [...turn1Tools, WEATHER] },
      { model: MODEL, max_tokens: MAX_TOKENS, messages: [user1, assistant1, results1, assistant2, results2], tools: [...turn1Tools, WEATHER] },
    ]);
    expect(out1).toStrictEqual({ messages: [user1, assistant1, results1, assistant2, results2, assistant3], stop: 'end_turn', requests: 3 });
    expect(notExposedMessage('calendar')).toBe(results2.content[1]!.content);
    expect(ran).toEqual([['weather', { city: 'Paris' }]]);
    expect(host.snapshot('s1').skills).toEqual([]);
    expect(Object.keys(host.snapshot('s1').loaded)).toEqual(['weather']);

    // ---- turn 2, same session: weather is exposed from the first request; a refused load, a skill load ----
    const t2 = turn(host, 's1');
    const user2 = { role: 'user', content: 'Book me a trip to Lyon if the weather is fine.' } as const;
    const history = [...out1.messages, user2];
    const out2 = await runAnthropicTurn({ ...params, controller: t2, messages: history });
    host.endTurn(t2);

    const assistant4 = {
      role: 'assistant',
      content: [
        { type: 'tool_use', id: 'toolu_04', name: 'load_tool', input: { name: 'admin-reset' } },
        { type: 'tool_use', id: 'toolu_07', name: 'discover', input: { query: 'travel' } },
        { type: 'tool_use', id: 'toolu_05', name: 'load_skill', input: { name: 'travel' } },
      ],
    };
    const results4 = {
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'toolu_04', content: 'no tool named "admin-reset" can be loaded in this turn', is_error: true },
        { type: 'tool_result', tool_use_id: 'toolu_07', content: '{"results":[{"kind":"skill","name":"travel"}]}' },
        { type: 'tool_result', tool_use_id: 'toolu_05', content: '{"skill":"travel","instructions":"# Travel\\nPlan trips.","unlocked":["travel__book"]}' },
      ],
    };
    const assistant5 = { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_06', name: 'weather', input: { city: 'Lyon' } }] };
    const results5 = { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_06', content: 'Rain, 12 °C' }] };
    const assistant6 = { role: 'assistant', content: [{ type: 'text', text: 'Lyon is rainy.' }] };

    // travel__book enters the catalog after load_skill, deferred (sorted between spawn_task and weather).
    expect(bodies(server).slice(3, 6)).toStrictEqual([
      { model: MODEL, max_tokens: MAX_TOKENS, messages: history, tools: [...turn1Tools, WEATHER] },
      { model: MODEL, max_tokens: MAX_TOKENS, messages: [...history, assistant4, results4], tools: [...turn1Tools, deferred(BOOK), WEATHER] },
      { model: MODEL, max_tokens: MAX_TOKENS, messages: [...history, assistant4, results4, assistant5, results5], tools: [...turn1Tools, deferred(BOOK), WEATHER] },
    ]);
    expect(out2.stop).toBe('end_turn');
    expect(ran).toEqual([['weather', { city: 'Paris' }], ['weather', { city: 'Lyon' }]]);
    expect(out2.messages).toStrictEqual([...history, assistant4, results4, assistant5, results5, assistant6]);
    expect(host.snapshot('s1').skills).toEqual(['travel']);
    expect(Object.keys(host.snapshot('s1').loaded)).toEqual(['weather']);

    // ---- session s2: nothing of s1's loads or skills ----
    const t3 = turn(host, 's2');
    const user3 = { role: 'user', content: 'Hi, I am Bob.' } as const;
    const out3 = await runAnthropicTurn({ ...params, controller: t3, messages: [user3] });
    host.endTurn(t3);
    expect(bodies(server).slice(6)).toStrictEqual([{ model: MODEL, max_tokens: MAX_TOKENS, messages: [user3], tools: [...turn1Tools, deferred(WEATHER)] }]);
    expect(out3.stop).toBe('end_turn');

    // Exactly the scripted requests went out, all to POST /v1/messages with the client's key.
    expect(server.requests()).toHaveLength(7);
    expect(server.remaining()).toBe(0);
    expectMessagesRequests(server.requests());
    // Neither the tool alice's message fails nor the hidden one ever reached the wire, in any request.
    for (const r of server.requests()) {
      expect((r.body as { tools: Array<{ name: string }> }).tools.map((t) => t.name)).not.toContain('admin-reset');
      for (const word of ['secret', 'A hidden tool', 'Reset everything']) expect(r.rawBody).not.toContain(word);
    }

    // ---- the generic channel: exactly the exposed set, without defer_loading ----
    const s1Again = turn(host, 's1');
    const s2Again = turn(host, 's2');
    // s1's persisted skill keeps travel__book in its catalog (deferred); s2 has neither it nor weather loaded.
    expect(anthropicTools(s1Again.catalog())).toStrictEqual([...turn1Tools, deferred(BOOK), WEATHER]);
    expect(anthropicTools(s2Again.catalog())).toStrictEqual([...turn1Tools, deferred(WEATHER)]);
    expect(genericTools(s1Again.catalog())).toStrictEqual([askUser, discover, loadSkill, loadTool, spawnTask, WEATHER]);
    expect(genericTools(s2Again.catalog())).toStrictEqual([askUser, discover, loadSkill, loadTool, spawnTask]);
    for (const c of [s1Again, s2Again]) {
      const onWire = anthropicTools(c.catalog()).filter((t) => t.defer_loading !== true);
      expect(genericTools(c.catalog())).toStrictEqual(onWire);
    }
    host.endTurn(s1Again);
    host.endTurn(s2Again);
  });
});

// ---- names an API would refuse: a hand-built catalog, since the registry already refuses such names ----

const tool = (qualifiedName: string, mcpServer?: string): CatalogTool =>
  Object.freeze({ qualifiedName, description: `tool ${qualifiedName}`, inputSchema: { type: 'object' }, framework: false, mcpServer });

/** A controller over a fixed catalog: nothing to load, every call to an exposed tool is allowed. */
function fixedController(tools: readonly CatalogTool[], exposed: readonly string[]): TurnController {
  const catalog = { tools: [...tools].sort((a, b) => (a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0)), exposed: new Set(exposed) };
  return {
    id: 'turn-x', session: 'fixed', generation: 1, agent: null,
    catalog: () => catalog,
    discover: () => [],
    loadTool: (name) => ({ notFound: `no tool named "${name}" can be loaded in this turn` }),
    loadSkill: (name) => ({ notFound: `no skill named "${name}" can be loaded in this turn` }),
    use: (name) => catalog.exposed.has(name),
  };
}

describe('refused names and the edges of the loop', () => {
  test('tool names an API would refuse never reach the wire, exposed or deferred', async () => {
    const { client, server } = await serve([{ content: [{ type: 'text', text: 'ok' }], stop_reason: 'end_turn' }]);
    const legal64 = `a${'b'.repeat(62)}c`;
    // 65 characters: Anthropic's own limit is looser, but the reference keeps to the strictest common rule (64).
    const refused = ['mcp.files.read', 'y'.repeat(65), 'has space', '', 'ünïcode', 'slash/name', 'x'.repeat(129), 'colon:name'];
    const controller = fixedController([...['ok_tool', 'Mixed-Case_9', legal64].map((n) => tool(n)), ...refused.map((n) => tool(n, 'files'))], ['ok_tool', 'mcp.files.read', 'has space']);
    await runAnthropicTurn({ client, controller, model: MODEL, maxTokens: MAX_TOKENS, messages: [{ role: 'user', content: 'hi' }], runTool: () => 'unused' });
    expect(bodies(server)).toStrictEqual([
      {
        model: MODEL, max_tokens: MAX_TOKENS, messages: [{ role: 'user', content: 'hi' }],
        tools: [
          { name: 'Mixed-Case_9', description: 'tool Mixed-Case_9', input_schema: { type: 'object' }, defer_loading: true },
          { name: legal64, description: `tool ${legal64}`, input_schema: { type: 'object' }, defer_loading: true },
          { name: 'ok_tool', description: 'tool ok_tool', input_schema: { type: 'object' } },
        ],
      },
    ]);
    for (const name of refused.filter((n) => n !== '')) expect(server.requests()[0]!.rawBody).not.toContain(JSON.stringify(name));
  });

  test('the loop stops at the step limit while the model keeps calling tools', async () => {
    const call = (id: string): ScriptedReply => ({ content: [{ type: 'tool_use', id, name: 'ok_tool', input: {} }], stop_reason: 'tool_use' });
    const { client, server } = await serve([call('toolu_a'), call('toolu_b'), call('toolu_c')]);
    const out = await runAnthropicTurn({ client, controller: fixedController([tool('ok_tool')], ['ok_tool']), model: MODEL, maxTokens: MAX_TOKENS, messages: [{ role: 'user', content: 'go' }], runTool: () => 'done', maxSteps: 2 });
    expect(out.stop).toBe('step-limit');
    expect(out.requests).toBe(2);
    expect(server.requests()).toHaveLength(2);
    expect(out.messages.at(-1)).toStrictEqual({ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_b', content: 'done' }] });
  });

  test('a tool that throws answers an is_error tool_result with its message', async () => {
    const { client, server } = await serve([
      { content: [{ type: 'tool_use', id: 'toolu_t', name: 'ok_tool', input: { x: 1 } }], stop_reason: 'tool_use' },
      { content: [{ type: 'text', text: 'sorry' }], stop_reason: 'end_turn' },
    ]);
    const controller = fixedController([tool('ok_tool')], ['ok_tool']);
    await runAnthropicTurn({ client, controller, model: MODEL, maxTokens: MAX_TOKENS, messages: [{ role: 'user', content: 'go' }], runTool: () => { throw new Error('disk full'); } });
    expect((bodies(server)[1] as { messages: unknown[] }).messages[2]).toStrictEqual({ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_t', content: 'disk full', is_error: true }] });
  });

  test('an exhausted script fails the turn with the server\'s message, promptly', async () => {
    const { client } = await serve([{ content: [{ type: 'tool_use', id: 'toolu_z', name: 'ok_tool', input: {} }], stop_reason: 'tool_use' }]);
    const controller = fixedController([tool('ok_tool')], ['ok_tool']);
    const run = runAnthropicTurn({ client, controller, model: MODEL, maxTokens: MAX_TOKENS, messages: [{ role: 'user', content: 'go' }], runTool: () => 'done' });
    await expect(run).rejects.toThrow(/500 .*script exhausted — all 1 scripted replies were sent; request 2/);
  });

  test('the server answers other paths and non-JSON bodies with clear errors', async () => {
    server = await startScriptedMessagesServer([]);
    const wrongPath = await fetch(`${server.url}/v1/complete`, { method: 'POST', body: '{}' });
    expect(wrongPath.status).toBe(404);
    expect(await wrongPath.json()).toStrictEqual({ type: 'error', error: { type: 'not_found_error', message: 'scripted Messages server: only POST /v1/messages is served, got POST /v1/complete' } });
    const notJson = await fetch(`${server.url}/v1/messages`, { method: 'POST', body: 'nope' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { message: string } }).error.message).toContain('not a JSON object');
    expect(server.requests().map((r) => [r.method, r.path, r.body])).toStrictEqual([['POST', '/v1/complete', {}], ['POST', '/v1/messages', undefined]]);
  });
});
