// CATALOG-001: a turn's catalog holds exactly the tools access control lists for its message. The catalog
// decides each tool's listing from its platforms, scopes, permissions and hidden flag, so every permit
// kind is sent through a turn here. Where the host claims area `access`, the expected listing is the
// host's own `access` answer for the same tool and message (a permit rule the host reads wrongly is then
// the permits and access suites' to find, and does not turn this requirement red too); where it does not,
// the listing is the one worked out by hand from spec/permits.md and spec/access.md below.
import { describe } from 'vitest';
import type { Step } from '../../host/protocol.js';
import { askAccess } from '../support/ask.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { catalogTest, runCatalog, same, toolsOf, valueOf } from './wire.js';

const host = useHostUnderTest();
const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];

type Fields = Record<string, unknown>;

/** One turn per message, each followed by a `tools` step on the anthropic channel (every catalog tool). */
async function listings(tools: Record<string, Fields>, setup: Record<string, unknown>, messages: readonly unknown[]): Promise<{ steps: Step[]; got: string[][] }> {
  const files = Object.fromEntries(Object.entries(tools).map(([name, fields]) => [`tools/${name}/index.ts`, { tool: { description: name, ...fields } }]));
  const steps: Step[] = [{ op: 'load', trees: [{ name: 'p', files }] }];
  messages.forEach((message, k) => {
    steps.push({ op: 'startTurn', session: `s${k}`, message }, { op: 'tools', turn: `turn-${k + 1}`, channel: 'anthropic' });
  });
  const results = await runCatalog(host, setup, steps);
  valueOf(results, 0, steps[0]!);
  const got = messages.map((_, k) => {
    const i = 2 + 2 * k;
    return toolsOf(results, i, steps[i]!).map((t) => t.name).filter((name) => !FRAMEWORK.includes(name)).sort();
  });
  return { steps, got };
}

/** The tools each message lists: the host's own area access when it claims it, else the hand-worked table. */
async function expectedListings(tools: Record<string, Fields>, grants: Record<string, unknown>, messages: readonly unknown[], byHand: Record<string, readonly number[]>): Promise<string[][]> {
  if (!host.claims('access')) return messages.map((_, k) => Object.keys(tools).filter((name) => (byHand[name] ?? []).includes(k)).sort());
  const entries = Object.entries(tools);
  const checks = messages.flatMap((message) => entries.map(([, fields]) => ({ tool: fields, message: message as never })));
  const answers = await askAccess(host, grants as never, checks);
  return messages.map((_, k) => entries.filter((_, j) => answers[k * entries.length + j]!.listed).map(([name]) => name).sort());
}

async function expectListings(tools: Record<string, Fields>, setup: { platformGrants?: Record<string, unknown> }, messages: readonly unknown[], byHand: Record<string, readonly number[]>): Promise<void> {
  const { steps, got } = await listings(tools, setup, messages);
  const want = await expectedListings(tools, setup.platformGrants ?? {}, messages, byHand);
  messages.forEach((_, k) => same(2 + 2 * k, steps[2 + 2 * k]!, got[k], want[k], 'CATALOG-001 (the catalog holds what access control lists for the message)'));
}

const permits = (list: Record<string, readonly string[]>): Record<string, Fields> => Object.fromEntries(Object.entries(list).map(([name, p]) => [name, { permissions: p }]));

const MESSAGES = [
  /* 0 */ { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'trusted' } },
  /* 1 */ { $adapter: 'qq', $channel: { type: 'group', id: 'g2' }, $sender: { id: 'u2', role: 'master' } },
  /* 2 */ { $adapter: 'qq', $channel: { type: 'private', id: 'u1' }, $sender: { id: 'u1' } },
  /* 3 */ { $adapter: 'discord', $channel: { type: 'channel', id: 'c1' }, $sender: { id: 'u1', role: 'master' } },
  /* 4 */ { $adapter: 'qq', $channel: { type: 'group' } },
  /* 5 */ null,
  /* 6 */ { $adapter: 'qq', $channel: { type: 'private', id: 'g1' }, $sender: { id: 'u3', role: 'user' } },
  /* 7 */ { $adapter: 'line', $sender: { id: 'u1' } },
];

describe('catalog: access control decides the listing', () => {
  catalogTest(host, ['CATALOG-001'], 'platform(a,p) permissions read the case\'s platformGrants', async () => {
    const messages = [{ $adapter: 'qq', $sender: { id: 'u1' } }, { $adapter: 'qq', $sender: { id: 'u2' } }];
    await expectListings({ boss: { permissions: ['platform(qq,admin)'] } }, { platformGrants: { qq: { u1: ['admin'] } } }, messages, { boss: [0] });
  });

  catalogTest(host, ['CATALOG-001'], 'a hidden tool stays out while a tool with the same platforms, scopes and permissions but not hidden is in', async () => {
    const tools = {
      a: { platforms: ['qq'], hidden: true },
      b: { platforms: ['qq'] },
      c: { scopes: ['private'] },
      d: { scopes: ['private'], hidden: true },
      e: { hidden: true },
      f: { hidden: false },
    };
    await expectListings(tools, {}, [{ $adapter: 'qq', $channel: { type: 'private', id: 'u1' }, $sender: { id: 'u1' } }], { b: [0], c: [0], f: [0] });
  });

  catalogTest(host, ['CATALOG-001'], 'group, private and channel permits list a tool only in a conversation of their type, and by id unless empty or *', async () => {
    const tools = permits({
      free: [],
      gany: ['group()'],
      gstar: ['group(*)'],
      gone: ['group(g1)'],
      gtwo: ['group(g1,g2)'],
      pany: ['private()'],
      pone: ['private(u1)'],
      cany: ['channel(*)'],
      cone: ['channel(c1)'],
      ctwo: ['channel(c2)'],
    });
    await expectListings(tools, {}, MESSAGES, { free: [0, 1, 2, 3, 4, 5, 6, 7], gany: [0, 1, 4], gstar: [0, 1, 4], gone: [0], gtwo: [0, 1], pany: [2, 6, 7], pone: [2], cany: [3], cone: [3] });
  });

  catalogTest(host, ['CATALOG-001'], 'user and role permits list a tool by sender id and by role rank, never without a sender', async () => {
    const tools = permits({ usr: ['user(u1)'], usr2: ['user(u2,u3)'], rtr: ['role(trusted)'], rmu: ['role(master,user)'], rma: ['role(master)'] });
    await expectListings(tools, {}, MESSAGES, { usr: [0, 2, 3, 7], usr2: [1, 6], rtr: [0, 1, 3], rmu: [0, 1, 2, 3, 6, 7], rma: [1, 3] });
  });

  catalogTest(host, ['CATALOG-001'], 'platform(a,p) lists a tool only on adapter a, for a sender a\'s checker grants p', async () => {
    // discord grants u1 admin, but platform(qq,admin) asks qq's checker; "undefined" is an ordinary sender id.
    const platformGrants = { qq: { u1: ['admin'], undefined: ['admin'] }, discord: { u1: ['admin'] } };
    await expectListings(permits({ plat: ['platform(qq,admin)'], pline: ['platform(line,admin)'] }), { platformGrants }, MESSAGES, { plat: [0, 2] });
  });

  catalogTest(host, ['CATALOG-001'], 'platform grants that grant nothing (an adapter without senders, a sender without permissions) break no listing', async () => {
    const tools = permits({ free: [], pline: ['platform(line,admin)'], pqq: ['platform(qq,admin)'] });
    await expectListings(tools, { platformGrants: { line: {}, qq: { u1: [], u3: ['admin'] } } }, MESSAGES, { free: [0, 1, 2, 3, 4, 5, 6, 7], pqq: [6] });
  });

  catalogTest(host, ['CATALOG-001'], 'a malformed or unrecognised permit commits but never lists its tool; a list is AND', async () => {
    const tools = permits({ free: [], empty: ['adapter()'], spaced: ['adapter(qq)', ' group(g1)'], upper: ['Group(g1)'], piped: ['role(master|trusted|user)'], both: ['adapter(qq)', 'group(g1)'] });
    await expectListings(tools, {}, MESSAGES, { free: [0, 1, 2, 3, 4, 5, 6, 7], both: [0] });
  });
});
