// discover, checked only as far as its MUSTs go (CATALOG-007, CATALOG-008, CATALOG-010): what it may
// answer (catalog tools and visible skills of the turn, never what the turn cannot see), that an exact
// tool name comes first, and the server filter. Which other entries match and in what order is the
// ranking's (CATALOG-009, a SHOULD): fixtures/catalog/discover.json checks it under that ID alone.
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { QQ, agentFiles, catalogTest, failBy, runCatalog, same, toolsOf, valueOf, where } from './wire.js';

const host = useHostUnderTest();
const FRAMEWORK = ['discover', 'load_skill', 'load_tool', 'spawn_task'];

interface Entry {
  kind: unknown;
  name: unknown;
}

const tool = (description: string, fields: Record<string, unknown> = {}) => ({ tool: { description, ...fields } });
const found = (results: readonly StepResult[], i: number, steps: readonly Step[]): Entry[] => {
  const list = valueOf(results, i, steps[i]!).results;
  if (!Array.isArray(list)) failBy('CATALOG-007', `${where(i, steps[i]!)}: "results" should be an array`);
  return list as Entry[];
};
const key = (e: Entry): string => `${String(e.kind)}:${String(e.name)}`;

/**
 * Every entry is one of `allowed` (kind:name), none twice, at most topK. A stranger is CATALOG-007's, unless
 * `catalogRule` names the rule that should have kept it out of the catalog in the first place.
 */
function onlyAllowed(results: readonly StepResult[], i: number, steps: readonly Step[], allowed: ReadonlySet<string>, topK = 5, catalogRule: (key: string) => string | undefined = () => undefined): Entry[] {
  const list = found(results, i, steps);
  const fail = (rule: string, text: string): never => failBy(rule, `${where(i, steps[i]!)} answered ${JSON.stringify(list)}: ${text}`);
  if (list.length > topK) fail('CATALOG-007', `more than discoverTopK = ${topK} entries`);
  if (new Set(list.map(key)).size !== list.length) fail('CATALOG-007', 'an entry twice');
  const stranger = list.find((e) => !allowed.has(key(e)));
  if (stranger !== undefined) {
    fail(catalogRule(key(stranger)) ?? 'CATALOG-007', `${key(stranger)} is not a catalog tool or visible skill of this turn (it may answer only ${JSON.stringify([...allowed])})`);
  }
  return list;
}

describe('catalog: what discover may answer', () => {
  const LEDGERS = {
    name: 'p',
    files: {
      ...agentFiles('ops'),
      'tools/ledger_public/index.ts': tool('Public ledger'),
      'tools/ledger_admin/index.ts': tool('Admin ledger', { permissions: ['role(master)'] }),
      'tools/ledger_hidden/index.ts': tool('Hidden ledger', { hidden: true }),
      'tools/ledger_discord/index.ts': tool('Discord ledger', { platforms: ['discord'] }),
      'agents/ops/tools/ledger/index.ts': tool('Ops ledger'),
      'skills/ledgers/SKILL.md': { text: 'x' },
      'skills/ledgers/tools/tally/index.ts': tool('Count ledger entries'),
      'agents/ops/skills/vault/SKILL.md': { text: 'x' },
    },
  };
  /**
   * Why a tool of LEDGERS a turn may not see is out of its catalog, where its definition and the turn's
   * message alone say: access control (hidden, permissions, platforms), the agent's scope. (Whether the
   * ledgers skill is active is the turn's state, which several rules decide: its tool is not listed.)
   */
  const OUT_BY: Readonly<Record<string, string>> = {
    'tool:ledger_admin': 'CATALOG-001',
    'tool:ledger_hidden': 'CATALOG-001',
    'tool:ledger_discord': 'CATALOG-001',
    'tool:ops__ledger': 'CATALOG-002',
  };
  const QUERIES = ['ledger', 'ledger_admin', 'ledger_hidden', 'ledger_discord', 'ops__ledger', 'ops__vault', 'ledgers__tally', 'vault', 'tally', 'admin', 'hidden', 'Ledger entries', 'discord'];

  catalogTest(host, ['CATALOG-007'], 'inaccessible, hidden and out-of-scope tools and invisible skills are never answered, for any query; a skill\'s tools once it is loaded', async () => {
    // Each run of discovers ends with the turn's own catalog (read-only): a stranger the host's catalog also
    // holds is the fault of the rule that keeps it out of the catalog (OUT_BY), not discover's.
    const catalogOf = (turn: string): Step => ({ op: 'tools', turn, channel: 'anthropic' });
    const steps: Step[] = [{ op: 'load', trees: [LEDGERS] }, { op: 'startTurn', session: 's1', message: QQ }];
    const before = steps.length;
    for (const query of QUERIES) steps.push({ op: 'discover', turn: 'turn-1', query });
    steps.push(catalogOf('turn-1'), { op: 'loadSkill', turn: 'turn-1', name: 'ledgers' });
    const afterSkill = steps.length;
    for (const query of QUERIES) steps.push({ op: 'discover', turn: 'turn-1', query });
    steps.push(catalogOf('turn-1'), { op: 'startTurn', session: 's2', message: { $adapter: 'qq', $sender: { id: 'u9', role: 'master' } }, agent: 'ops' });
    const master = steps.length;
    for (const query of QUERIES) steps.push({ op: 'discover', turn: 'turn-2', query });
    steps.push(catalogOf('turn-2'));
    const results = await runCatalog(host, {}, steps);
    const framework = [...FRAMEWORK, 'ask_user'].map((n) => `tool:${n}`);
    const user = new Set([...framework, 'tool:ledger_public', 'skill:ledgers']);
    const withSkill = new Set([...user, 'tool:ledgers__tally']);
    const ops = new Set([...user, 'tool:ledger_admin', 'tool:ops__ledger', 'skill:ops__vault']);
    const heldBy = (at: number) => {
      const result = results[at] as { tools?: unknown } | undefined;
      const names = Array.isArray(result?.tools) ? result.tools.map((t: unknown) => `tool:${String((t as { name?: unknown } | null)?.name)}`) : [];
      return (k: string): string | undefined => (names.includes(k) ? OUT_BY[k] : undefined);
    };
    QUERIES.forEach((_, j) => {
      onlyAllowed(results, before + j, steps, user, 5, heldBy(before + QUERIES.length));
      onlyAllowed(results, afterSkill + j, steps, withSkill, 5, heldBy(afterSkill + QUERIES.length));
      onlyAllowed(results, master + j, steps, ops, 5, heldBy(master + QUERIES.length));
    });
  });

  catalogTest(host, ['CATALOG-008', 'CATALOG-007', 'CATALOG-025'], 'a catalog tool named exactly by the query comes first: plugin, Seam and framework tools alike; twice the same list', async () => {
    const provider = { id: 'acme', kind: 'tool', tools: [{ name: 'acme_hay', description: 'Hay' }] };
    const tree = { name: 'p', files: { 'tools/qx/index.ts': tool('Q one'), 'tools/qxa/index.ts': tool('qx two'), 'tools/aqx/index.ts': tool('qx three'), 'skills/qx/SKILL.md': { text: 'qx skill' } } };
    const queries = ['qx', 'qxa', 'aqx', 'acme_hay', 'load_tool', 'discover', 'spawn_task', 'ask_user'];
    const steps: Step[] = [{ op: 'registerProvider', scope: 'global', provider }, { op: 'load', trees: [tree] }, { op: 'startTurn', session: 's1', message: QQ }];
    for (const query of queries) steps.push({ op: 'discover', turn: 'turn-1', query }, { op: 'discover', turn: 'turn-1', query });
    const results = await runCatalog(host, { config: { deferredTools: { discoverTopK: 2 } } }, steps);
    queries.forEach((query, j) => {
      const i = 3 + 2 * j;
      const list = found(results, i, steps);
      if (list.length > 2) failBy('CATALOG-007', `${where(i, steps[i]!)} answered ${list.length} entries with discoverTopK 2`);
      same(i, steps[i]!, list[0], { kind: 'tool', name: query }, `CATALOG-008 (the catalog tool named exactly "${query}" comes first)`);
      same(i + 1, steps[i + 1]!, found(results, i + 1, steps), list, 'CATALOG-008 (the same query on the same turn state answers the same list)');
    });
  });

  catalogTest(host, ['CATALOG-007', 'CATALOG-025'], 'an unattended turn has no ask_user to discover', async () => {
    const steps: Step[] = [
      { op: 'load', trees: [{ name: 'p', files: { 'tools/qx/index.ts': tool('Q one') } }] },
      { op: 'startTurn', session: 's1', message: QQ, attended: false },
      { op: 'discover', turn: 'turn-1', query: 'ask_user' },
      { op: 'discover', turn: 'turn-1', query: 'ask' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    const allowed = new Set([...FRAMEWORK.map((n) => `tool:${n}`), 'tool:qx']);
    // A discovered ask_user the host's own catalog also holds is the catalog's fault (CATALOG-025), not discover's.
    const catalog = toolsOf(results, 4, steps[4]!).map((t) => `tool:${t.name}`);
    const catalogRule = (k: string): string | undefined => (k === 'tool:ask_user' && catalog.includes(k) ? 'CATALOG-025' : undefined);
    onlyAllowed(results, 2, steps, allowed, 5, catalogRule);
    onlyAllowed(results, 3, steps, allowed, 5, catalogRule);
  });
});

describe('catalog: discover with an MCP server', () => {
  const GITHUB = { id: 'mcp:github', kind: 'tool', tools: [{ name: 'gh_issues', description: 'Search issues' }, { name: 'gh_pulls', description: 'List pull requests' }, { name: 'gh_admin', description: 'Admin issues', permissions: ['role(master)'] }] };
  const JIRA = { id: 'mcp:jira', kind: 'tool', tools: [{ name: 'jira_issues', description: 'Search issues' }] };
  const VAULT = { id: 'mcp:vault', kind: 'tool', tools: [{ name: 'vault_open', description: 'Open issues vault', platforms: ['discord'] }] };
  const QUERIES = ['issues', 'gh', 'search', 'discover', 'load_tool', 'issues_local', 'jira_issues', 'gh_admin', 'vault_open'];

  catalogTest(host, ['CATALOG-010', 'CATALOG-007', 'CATALOG-008'], 'with mcpServer only that server\'s catalog tools are answered: no skills, no framework tools, no other server; a server without catalog tools answers nothing', async () => {
    const tree = { name: 'p', files: { 'tools/issues_local/index.ts': tool('Local issues'), 'skills/issues/SKILL.md': { text: 'x' } } };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'global', provider: GITHUB },
      { op: 'registerProvider', scope: 'global', provider: JIRA },
      { op: 'registerProvider', scope: 'global', provider: VAULT },
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'startTurn', session: 's2', message: { $adapter: 'qq', $sender: { id: 'u9', role: 'master' } } },
    ];
    const asked: { at: number; turn: string; server: string }[] = [];
    for (const turn of ['turn-1', 'turn-2']) {
      for (const server of ['github', 'jira', 'vault', 'nope']) {
        for (const query of QUERIES) {
          asked.push({ at: steps.length, turn, server });
          steps.push({ op: 'discover', turn, query, mcpServer: server });
        }
      }
    }
    const exactAt = steps.length;
    steps.push({ op: 'discover', turn: 'turn-2', query: 'gh_admin', mcpServer: 'github' }, { op: 'discover', turn: 'turn-1', query: 'gh_pulls', mcpServer: 'github' });
    const results = await runCatalog(host, {}, steps);
    const serverTools: Record<string, Record<string, string[]>> = {
      'turn-1': { github: ['gh_issues', 'gh_pulls'], jira: ['jira_issues'], vault: [], nope: [] },
      'turn-2': { github: ['gh_admin', 'gh_issues', 'gh_pulls'], jira: ['jira_issues'], vault: [], nope: [] },
    };
    for (const { at, turn, server } of asked) {
      const list = found(results, at, steps);
      if (list.length > 5) failBy('CATALOG-007', `${where(at, steps[at]!)}: more than discoverTopK = 5 entries`);
      const allowed = serverTools[turn]![server]!;
      const stranger = list.find((e) => e.kind !== 'tool' || !allowed.includes(String(e.name)));
      if (stranger !== undefined) {
        // A tool the turn may not see at all is CATALOG-007's; one it may see, outside the server, the filter's.
        const visible = visibleTo(turn).has(key(stranger));
        failBy(visible ? 'CATALOG-010' : 'CATALOG-007', `${where(at, steps[at]!)} answered ${JSON.stringify(list)}: ${key(stranger)} is not a catalog tool of MCP server ${server} (it may answer only ${JSON.stringify(allowed)})`);
      }
    }
    same(exactAt, steps[exactAt]!, found(results, exactAt, steps)[0], { kind: 'tool', name: 'gh_admin' }, 'CATALOG-008 (an exact name first, with mcpServer too)');
    same(exactAt + 1, steps[exactAt + 1]!, found(results, exactAt + 1, steps)[0], { kind: 'tool', name: 'gh_pulls' }, 'CATALOG-008 (an exact name first, with mcpServer too)');

    /** Everything a turn may see at all: framework tools, catalog tools, visible skills. */
    function visibleTo(turn: string): Set<string> {
      const base = ['ask_user', ...FRAMEWORK, 'issues_local', 'gh_issues', 'gh_pulls', 'jira_issues'].map((n) => `tool:${n}`);
      return new Set([...base, 'skill:issues', ...(turn === 'turn-2' ? ['tool:gh_admin'] : [])]);
    }
  });

  catalogTest(host, ['CATALOG-010'], 'a Seam provider whose id merely contains "mcp" is no MCP server', async () => {
    const provider = { id: 'mcp_farm', kind: 'tool', tools: [{ name: 'farm_hay', description: 'Hay' }] };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'global', provider },
      { op: 'load', trees: [] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'discover', turn: 'turn-1', query: 'farm_hay' },
      { op: 'discover', turn: 'turn-1', query: 'farm_hay', mcpServer: 'farm' },
      { op: 'discover', turn: 'turn-1', query: 'farm_hay', mcpServer: 'mcp_farm' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(3, steps[3]!, found(results, 3, steps)[0], { kind: 'tool', name: 'farm_hay' }, 'CATALOG-008 (an exact name first)');
    same(4, steps[4]!, found(results, 4, steps), [], 'CATALOG-010 (a server with no tools answers nothing)');
    same(5, steps[5]!, found(results, 5, steps), [], 'CATALOG-010 (a server with no tools answers nothing)');
  });
});

describe('catalog: the reference ranking (SHOULD)', () => {
  catalogTest(host, ['CATALOG-009'], 'a SKILL.md skill has no description: a query that is not in its name does not find it', async () => {
    const tree = { name: 'p', files: { 'skills/kiwi/SKILL.md': { text: 'Peel the kiwi' } } };
    const queries = ['a', 'e', 'h', 'r', 's', 'y', 'peel', 'was here', 'kiwi z'];
    const steps: Step[] = [{ op: 'load', trees: [tree] }, { op: 'startTurn', session: 's1', message: QQ }, ...queries.map((query) => ({ op: 'discover', turn: 'turn-1', query }))];
    const results = await runCatalog(host, {}, steps);
    queries.forEach((query, j) => {
      const i = 2 + j;
      if (found(results, i, steps).some((r) => r.kind === 'skill' && r.name === 'kiwi')) {
        failBy('CATALOG-009', `${where(i, steps[i]!)}: the query ${JSON.stringify(query)} found skill kiwi, whose name does not contain it (a SKILL.md skill is searched by name only)`);
      }
    });
  });
});
