// Law-based property: concurrent turns and sub-agents are isolated (CATALOG-017, CATALOG-018) and top-level
// loads persist once their turn ends (CATALOG-013), over random sets of siblings, sub-agents and loads. Each
// exposure check asks both channels, so that a channel's own fault (CATALOG-019/020) is not taken for a leak.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe } from 'vitest';
import type { Step } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { propertyTest } from '../support/property-test.js';
import { AREA, failBy, runCatalog, same, toolsOf, valueOf, where } from './wire.js';
import type { ChannelTool } from './wire.js';

const host = useHostUnderTest();
const RUNS = { runs: 40 };

function names(tools: readonly ChannelTool[]): string[] {
  return tools.map((t) => t.name);
}

describe('catalog: isolation', () => {
  const TOOLS = ['t0', 't1', 't2', 't3', 't4', 't5'];
  const storyArb = fc.record({
    siblings: fc.integer({ min: 1, max: 3 }),
    subs: fc.integer({ min: 1, max: 2 }),
    loads: fc.array(fc.record({ who: fc.nat(10), tool: fc.constantFrom(...TOOLS) }), { minLength: 1, maxLength: 15 }),
    persisted: fc.subarray(TOOLS),
    endFirst: fc.boolean(),
  });

  propertyTest(
    host,
    AREA,
    ['CATALOG-017', 'CATALOG-018', 'CATALOG-013', 'CATALOG-012', 'CATALOG-019', 'CATALOG-020'],
    'loads of concurrent turns and sub-agents never show in another open turn; sub-agent loads never persist; top-level loads do, once ended',
    storyArb,
    async ({ siblings, subs, loads, persisted, endFirst }) => {
      const files: Record<string, unknown> = {
        'agents/helper/agent.json': { json: {} },
        'agents/helper/system.md': { text: 's' },
        'agents/helper/boundaries.md': { text: 'b' },
        'agents/helper/conventions.md': { text: 'c' },
      };
      for (const t of TOOLS) files[`tools/${t}/index.ts`] = { tool: { description: `tool ${t}` } };
      const steps: Step[] = [{ op: 'load', trees: [{ name: 'p', files }] }];
      // Turn 1 persists `persisted` into s1; then the parent (turn 2), its siblings, and sub-agents of the parent.
      steps.push({ op: 'startTurn', session: 's1', message: null });
      for (const t of persisted) steps.push({ op: 'loadTool', turn: 'turn-1', name: t });
      steps.push({ op: 'endTurn', turn: 'turn-1' });
      const open: { turn: string; sub: boolean }[] = [];
      let k = 1;
      steps.push({ op: 'startTurn', session: 's1', message: null });
      open.push({ turn: `turn-${++k}`, sub: false });
      for (let i = 0; i < siblings; i++) {
        steps.push({ op: 'startTurn', session: 's1', message: null });
        open.push({ turn: `turn-${++k}`, sub: false });
      }
      for (let i = 0; i < subs; i++) {
        steps.push({ op: 'startTurn', parent: 'turn-2', agent: 'helper' });
        open.push({ turn: `turn-${++k}`, sub: true });
      }
      const loadedBy = new Map<string, Set<string>>(open.map((o) => [o.turn, new Set(persisted)]));
      /** Who loaded each name in this part of the case (beyond what the session already had). */
      const loaders = new Map<string, { turn: string; sub: boolean }[]>();
      const checks: { at: number; turn: string }[] = [];
      // Each check asks both channels, so that a channel's own fault is not taken for a leak.
      const check = (turn: string) => {
        checks.push({ at: steps.length, turn });
        steps.push({ op: 'tools', turn, channel: 'generic' }, { op: 'tools', turn, channel: 'anthropic' });
      };
      const exposedCheck = () => {
        for (const o of open) check(o.turn);
      };
      for (const { who, tool } of loads) {
        const o = open[who % open.length]!;
        steps.push({ op: 'loadTool', turn: o.turn, name: tool });
        loadedBy.get(o.turn)!.add(tool);
        loaders.set(tool, [...(loaders.get(tool) ?? []), o]);
      }
      exposedCheck();
      // End the sub-agents (and, maybe, the parent's siblings first): open turns must still not see anything new.
      for (const o of open.filter((x) => x.sub || (endFirst && x.turn !== 'turn-2'))) steps.push({ op: 'endTurn', turn: o.turn });
      const stillOpen = open.filter((x) => !(x.sub || (endFirst && x.turn !== 'turn-2')));
      for (const o of stillOpen) check(o.turn);
      for (const o of stillOpen) steps.push({ op: 'endTurn', turn: o.turn });
      const snapshotAt = steps.length;
      steps.push({ op: 'session', session: 's1' });
      const laterAt = steps.length;
      steps.push({ op: 'startTurn', session: 's1', message: null }, { op: 'tools', turn: `turn-${k + 1}`, channel: 'generic' });

      const results = await runCatalog(host, { config: { deferredTools: { maxLoadedPerSession: 20 } } }, steps);
      steps.forEach((step, i) => valueOf(results, i, step));
      /** A name a turn should not have: leaked from a sub-agent (CATALOG-018) or from a sibling turn (CATALOG-017). */
      const leakRule = (observerIsSub: boolean, extra: readonly string[]): string =>
        !observerIsSub && extra.some((n) => (loaders.get(n) ?? []).some((o) => !o.sub)) ? 'CATALOG-017' : 'CATALOG-018';
      for (const { at, turn } of checks) {
        const plugin = names(toolsOf(results, at, steps[at]!)).filter((n) => TOOLS.includes(n));
        const shown = toolsOf(results, at + 1, steps[at + 1]!).filter((t) => t.defer_loading !== true).map((t) => t.name).filter((n) => TOOLS.includes(n));
        const want = [...loadedBy.get(turn)!].sort();
        if (isDeepStrictEqual(plugin, want) !== isDeepStrictEqual(shown, want)) {
          // One channel shows the right exposed set, the other does not: that channel's own rule.
          const [rule, i] = isDeepStrictEqual(plugin, want) ? ['CATALOG-019', at + 1] : ['CATALOG-020', at];
          failBy(rule, `${where(i, steps[i]!)}: generic shows ${JSON.stringify(plugin)} exposed, anthropic ${JSON.stringify(shown)}; the turn exposes ${JSON.stringify(want)}`);
        }
        const extra = plugin.filter((n) => !want.includes(n));
        const missing = want.filter((n) => !plugin.includes(n));
        const ownLoads = new Set(loads.filter((l) => open[l.who % open.length]!.turn === turn).map((l) => l.tool));
        const rule = extra.length > 0 ? leakRule(open.find((o) => o.turn === turn)!.sub, extra) : missing.some((n) => !ownLoads.has(n)) ? 'CATALOG-013' : 'CATALOG-012';
        same(at, steps[at]!, plugin, want, `${rule} (a turn exposes what the session had at its start and its own loads only)`);
      }
      const topLevel = [...new Set(open.filter((o) => !o.sub).flatMap((o) => [...loadedBy.get(o.turn)!]))].sort();
      const persistedRule = (got: readonly string[]): string => (got.some((n) => !topLevel.includes(n)) ? 'CATALOG-018' : 'CATALOG-013');
      const snapshot = [...(valueOf(results, snapshotAt, steps[snapshotAt]!).loaded as string[])].sort();
      same(snapshotAt, steps[snapshotAt]!, snapshot, topLevel, `${persistedRule(snapshot)} (the session holds the top-level turns' loads and no sub-agent's)`);
      const later = names(toolsOf(results, laterAt + 1, steps[laterAt + 1]!)).filter((n) => TOOLS.includes(n));
      same(laterAt + 1, steps[laterAt + 1]!, later, topLevel, `${persistedRule(later)} (a later turn of the session exposes what was persisted)`);
    },
    RUNS,
  );
});
