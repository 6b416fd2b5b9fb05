// Edge cases found by mutation testing (`npm run mutation`): the catalog decides each tool's listing from
// its permissions, so every permit kind must list exactly as spec/permits.md says, also in a turn's
// catalog. Each expected listing below is worked out by hand from PERMIT-005…024 and CATALOG-001.
import { describe } from 'vitest';
import type { Step } from '../../../host/protocol.js';
import { catalogTest, runCatalog, same, toolsOf } from '../wire.js';
import { useHostUnderTest } from '../../support/host-under-test.js';

const host = useHostUnderTest();
const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];

/** One turn per message, each followed by a `tools` step on the anthropic channel (every catalog tool). */
async function listings(tools: Record<string, readonly string[]>, setup: Record<string, unknown>, messages: readonly unknown[]): Promise<string[][]> {
  const files = Object.fromEntries(Object.entries(tools).map(([name, permissions]) => [`tools/${name}/index.ts`, { tool: { description: name, permissions } }]));
  const steps: Step[] = [{ op: 'load', trees: [{ name: 'p', files }] }];
  messages.forEach((message, k) => {
    steps.push({ op: 'startTurn', session: `s${k}`, message }, { op: 'tools', turn: `turn-${k + 1}`, channel: 'anthropic' });
  });
  const results = await runCatalog(host, setup, steps);
  return messages.map((_, k) => {
    const i = 2 + 2 * k;
    return toolsOf(results, i, steps[i]!).map((t) => t.name).filter((name) => !FRAMEWORK.includes(name)).sort();
  });
}

/** Checks every turn's listing against `want[tool]` = the indexes of the messages that list it. */
async function expectListings(tools: Record<string, readonly string[]>, setup: Record<string, unknown>, messages: readonly unknown[], want: Record<string, readonly number[]>): Promise<void> {
  const got = await listings(tools, setup, messages);
  messages.forEach((message, k) => {
    const expected = Object.keys(tools).filter((name) => (want[name] ?? []).includes(k)).sort();
    same(2 + 2 * k, { op: 'tools', message } as unknown as Step, got[k], expected, 'CATALOG-001 with spec/permits.md');
  });
}

describe('catalog: permits decide the listing (edges found by mutation testing)', () => {
  const messages = [
    /* 0 */ { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'trusted' } },
    /* 1 */ { $adapter: 'qq', $channel: { type: 'group', id: 'g2' }, $sender: { id: 'u2', role: 'master' } },
    /* 2 */ { $adapter: 'qq', $channel: { type: 'private', id: 'u1' }, $sender: { id: 'u1' } },
    /* 3 */ { $adapter: 'discord', $channel: { type: 'channel', id: 'c1' }, $sender: { id: 'u1', role: 'master' } },
    /* 4 */ { $adapter: 'qq', $channel: { type: 'group' } },
    /* 5 */ null,
    /* 6 */ { $adapter: 'qq', $channel: { type: 'private', id: 'g1' }, $sender: { id: 'u3', role: 'user' } },
    /* 7 */ { $adapter: 'line', $sender: { id: 'u1' } },
  ];

  catalogTest(host, ['CATALOG-001', 'PERMIT-005', 'PERMIT-008', 'PERMIT-021', 'PERMIT-024'], 'group, private and channel permits list a tool only in a conversation of their type, and by id unless empty or *', async () => {
    const tools = {
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
    };
    await expectListings(tools, {}, messages, {
      free: [0, 1, 2, 3, 4, 5, 6, 7],
      gany: [0, 1, 4],
      gstar: [0, 1, 4],
      gone: [0],
      gtwo: [0, 1],
      pany: [2, 6, 7],
      pone: [2],
      cany: [3],
      cone: [3],
    });
  });

  catalogTest(host, ['CATALOG-001', 'PERMIT-013', 'PERMIT-016', 'PERMIT-022', 'PERMIT-024'], 'user and role permits list a tool by sender id and by role rank, never without a sender', async () => {
    const tools = {
      usr: ['user(u1)'],
      usr2: ['user(u2,u3)'],
      rtr: ['role(trusted)'],
      rmu: ['role(master,user)'],
      rma: ['role(master)'],
    };
    await expectListings(tools, {}, messages, {
      usr: [0, 2, 3, 7],
      usr2: [1, 6],
      rtr: [0, 1, 3],
      rmu: [0, 1, 2, 3, 6, 7],
      rma: [1, 3],
    });
  });

  catalogTest(host, ['CATALOG-001', 'PERMIT-014', 'PERMIT-024'], 'platform(a,p) lists a tool only on adapter a, for a sender a\'s checker grants p', async () => {
    const tools = {
      plat: ['platform(qq,admin)'],
      pline: ['platform(line,admin)'],
    };
    // discord grants u1 admin, but platform(qq,admin) asks qq's checker; "undefined" is an ordinary sender id.
    const platformGrants = { qq: { u1: ['admin'], undefined: ['admin'] }, discord: { u1: ['admin'] } };
    await expectListings(tools, { platformGrants }, messages, { plat: [0, 2] });
  });

  catalogTest(host, ['CATALOG-001', 'PERMIT-014', 'PERMIT-018'], 'platform grants that are null for an adapter grant nothing and break no listing', async () => {
    const tools = { free: [], pline: ['platform(line,admin)'], pqq: ['platform(qq,admin)'] };
    await expectListings(tools, { platformGrants: { line: null, qq: { u1: null, u3: ['admin'] } } }, messages, {
      free: [0, 1, 2, 3, 4, 5, 6, 7],
      pqq: [6],
    });
  });

  catalogTest(host, ['CATALOG-001', 'PERMIT-006', 'PERMIT-017', 'REGISTRY-006'], 'a malformed or unrecognised permit commits but never lists its tool; a list is AND', async () => {
    const tools = {
      free: [],
      empty: ['adapter()'],
      spaced: ['adapter(qq)', ' group(g1)'],
      upper: ['Group(g1)'],
      piped: ['role(master|trusted|user)'],
      both: ['adapter(qq)', 'group(g1)'],
    };
    await expectListings(tools, {}, messages, {
      free: [0, 1, 2, 3, 4, 5, 6, 7],
      both: [0],
    });
  });
});
