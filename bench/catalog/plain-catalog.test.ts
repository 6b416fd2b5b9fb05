// The plain implementation must build the same catalogs as the reference on the benchmark workload, or the
// ratio compares unlike things: same tools (names, order, descriptions, schemas, MCP servers), same exposed set.
import { describe, expect, test } from 'vitest';
import { buildCatalogIndex } from '../../engine/catalog/catalog-index.js';
import type { TurnCatalog } from '../../reference-impl/catalog/types.js';
import { plainTurn, scopeOf } from './run.js';
import type { BenchTurn } from './workload.js';
import { CATALOG_BENCH_CONFIG, benchTurns, catalogWorkload, generationOf } from './workload.js';

const workload = catalogWorkload(2_000);
const generation = generationOf(workload);
const turns = benchTurns(workload, generation, 48);

const names = (c: TurnCatalog): string[] => c.tools.map((t) => t.qualifiedName);

describe('plain catalog agrees with the reference on the workload', () => {
  const index = buildCatalogIndex(generation, CATALOG_BENCH_CONFIG);

  test.each(turns.map((turn, i) => [i, turn] as const))('turn %i: same catalog, same exposed set', (_i, turn) => {
    const reference = index.turn(scopeOf(turn));
    const plain = plainTurn(generation, turn);
    expect(names(plain)).toEqual(names(reference));
    expect([...plain.exposed].sort()).toEqual([...reference.exposed].sort());
    const project = (c: TurnCatalog) => c.tools.filter((t) => !t.framework).map((t) => ({ ...t }));
    expect(project(plain)).toEqual(project(reference));
    expect(plain.tools.filter((t) => t.framework).map((t) => t.qualifiedName)).toEqual(reference.tools.filter((t) => t.framework).map((t) => t.qualifiedName));
  });

  test('the same index answers a turn the same way twice (warm = cold)', () => {
    for (const turn of turns.slice(0, 8)) {
      const fresh = buildCatalogIndex(generation, CATALOG_BENCH_CONFIG).turn(scopeOf(turn));
      const warm = index.turn(scopeOf(turn));
      expect(names(warm)).toEqual(names(fresh));
      expect([...warm.exposed].sort()).toEqual([...fresh.exposed].sort());
    }
  });
});

describe('the workload exercises what the catalog decides', () => {
  const catalogs = turns.map((turn) => ({ turn, plain: plainTurn(generation, turn) }));
  const byName = generation.byName;

  test('some tools are listed, many are not, and every turn differs in size', () => {
    const sizes = catalogs.map((c) => c.plain.tools.length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...sizes)).toBeLessThan(byName.size / 2);
    expect(new Set(sizes).size).toBeGreaterThan(8);
  });

  test('hidden tools never; agent tools only with their agent; skill tools only with their skill active', () => {
    const listed = (c: { plain: TurnCatalog }) => c.plain.tools.filter((t) => !t.framework).map((t) => byName.get(t.qualifiedName)!);
    let agentTools = 0;
    let skillTools = 0;
    for (const c of catalogs) {
      for (const tool of listed(c)) {
        expect(tool.hidden).toBe(false);
        const agent = /^(.*)\/agents\/([^/]+)\/(tools|skills)\//.exec(tool.source);
        if (agent) {
          agentTools++;
          expect(c.turn.agent).toBe(`${agent[1]}__${agent[2]}`);
        }
        const skill = /^(.*?)\/(?:agents\/([^/]+)\/)?skills\/([^/]+)\/tools\//.exec(tool.source);
        if (skill) {
          skillTools++;
          expect(c.turn.activeSkills.has([skill[1], skill[2], skill[3]].filter(Boolean).join('__'))).toBe(true);
        }
      }
    }
    expect(agentTools).toBeGreaterThan(10);
    expect(skillTools).toBeGreaterThan(5);
  });

  test('framework names: discover is always shadowed, the plugin ask_user only appears in unattended turns', () => {
    const isPlugin = (c: TurnCatalog, name: string) => c.tools.some((t) => t.qualifiedName === name && !t.framework);
    const withAsk = (turn: BenchTurn) => catalogs.find((c) => c.turn === turn)!.plain;
    for (const c of catalogs) {
      expect(isPlugin(c.plain, 'discover')).toBe(false);
      if (c.turn.attended) expect(isPlugin(withAsk(c.turn), 'ask_user')).toBe(false);
    }
    expect(catalogs.some((c) => !c.turn.attended && isPlugin(c.plain, 'ask_user'))).toBe(true);
  });

  test('exposed: framework tools, the github server’s own list, and loaded tools that are in the catalog', () => {
    let loadedExposed = 0;
    for (const c of catalogs) {
      const catalogNames = new Set(names(c.plain));
      for (const name of c.plain.exposed) expect(catalogNames.has(name)).toBe(true);
      expect(c.plain.exposed.has('load_tool')).toBe(true);
      for (const name of c.turn.loaded) if (catalogNames.has(name)) expect(c.plain.exposed.has(name)).toBe(true);
      loadedExposed += [...c.turn.loaded].filter((n) => catalogNames.has(n)).length;
      // A github tool is always loaded only by the server's list; a jira tool by the global one (none).
      for (const t of c.plain.tools) {
        if (t.mcpServer === 'github' && !c.turn.loaded.has(t.qualifiedName)) expect(c.plain.exposed.has(t.qualifiedName)).toBe(['gh-search-issues', 'gh-get-file'].includes(t.qualifiedName));
        if (t.mcpServer === 'jira' && !c.turn.loaded.has(t.qualifiedName)) expect(c.plain.exposed.has(t.qualifiedName)).toBe(false);
      }
    }
    expect(loadedExposed).toBeGreaterThan(5);
    expect(catalogs.some((c) => c.plain.tools.some((t) => t.mcpServer === 'github' && c.plain.exposed.has(t.qualifiedName)))).toBe(true);
  });
});
