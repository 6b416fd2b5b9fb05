// What discover reaches: an exact name finds its entry first wherever the entry comes from. A tool of an
// MCP server is a catalog tool like any other, so discover without a server filter finds it (CATALOG-008,
// a MUST for tools); the selected agent's skills are visible beside the public ones, so the reference
// ranking puts each at the top of a query that is its name (CATALOG-009, a SHOULD for skills).
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { QQ, agentFiles, catalogTest, failBy, runCatalog, valueOf, where } from './wire.js';

const host = useHostUnderTest();

/** The first result of a discover step, as kind and name. */
function firstOf(results: readonly StepResult[], i: number, steps: readonly Step[], rule: string): unknown {
  const list = valueOf(results, i, steps[i]!).results;
  if (!Array.isArray(list)) failBy(rule, `${where(i, steps[i]!)} answered ${JSON.stringify(results[i])}: "results" should be a list`);
  const first = list[0] as { kind?: unknown; name?: unknown } | undefined;
  return first === undefined ? undefined : { kind: first.kind, name: first.name };
}

function firstIs(results: readonly StepResult[], i: number, steps: readonly Step[], want: { kind: string; name: string }, rule: string, why: string): void {
  const got = firstOf(results, i, steps, rule);
  if (JSON.stringify(got) !== JSON.stringify(want)) failBy(rule, `${where(i, steps[i]!)}: expected ${JSON.stringify(want)} first (${why}), observed ${JSON.stringify(valueOf(results, i, steps[i]!).results)}`);
}

describe('catalog: discover reaches every source of the catalog', () => {
  catalogTest(host, ['CATALOG-008'], 'without a server filter, an MCP server\'s tool is found first by its exact name', async () => {
    const github = { id: 'mcp:github', kind: 'tool', tools: [{ name: 'gh_issues', description: 'Search issues' }, { name: 'gh_pulls', description: 'List pull requests' }] };
    const tree = { name: 'p', files: { 'tools/gh_local/index.ts': { tool: { description: 'Local issues' } } } };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'global', provider: github },
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'discover', turn: 'turn-1', query: 'gh_issues' },
      { op: 'discover', turn: 'turn-1', query: 'gh_pulls' },
    ];
    const results = await runCatalog(host, {}, steps);
    firstIs(results, 3, steps, { kind: 'tool', name: 'gh_issues' }, 'CATALOG-008', 'a catalog tool whose name is the query, served by an MCP server');
    firstIs(results, 4, steps, { kind: 'tool', name: 'gh_pulls' }, 'CATALOG-008', 'a catalog tool whose name is the query, served by an MCP server');
  });

  catalogTest(host, ['CATALOG-009'], 'with an agent selected, its own skills and the public ones are each found first by their exact names', async () => {
    const tree = { name: 'p', files: { ...agentFiles('ops'), 'skills/kiwi/SKILL.md': { text: 'Peel' }, 'agents/ops/skills/vault/SKILL.md': { text: 'Open' }, 'agents/ops/skills/audit/SKILL.md': { text: 'Check' } } };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ, agent: 'ops' },
      { op: 'discover', turn: 'turn-1', query: 'ops__vault' },
      { op: 'discover', turn: 'turn-1', query: 'ops__audit' },
      { op: 'discover', turn: 'turn-1', query: 'kiwi' },
    ];
    const results = await runCatalog(host, {}, steps);
    firstIs(results, 2, steps, { kind: 'skill', name: 'ops__vault' }, 'CATALOG-009', 'a skill of the selected agent, rank 0 for its exact name');
    firstIs(results, 3, steps, { kind: 'skill', name: 'ops__audit' }, 'CATALOG-009', 'a skill of the selected agent, rank 0 for its exact name');
    firstIs(results, 4, steps, { kind: 'skill', name: 'kiwi' }, 'CATALOG-009', 'a public skill, rank 0 for its exact name');
  });
});
