// Owner-scoped Seam providers at the edges the fixtures do not reach (CATALOG-030): the owner of a turn is
// the id of its agent however it was selected (automatically by auto.platform too) and wherever the agent
// lives (a child plugin's agent is `child__agent`); disposing the scoped provider gives the owner the global
// provider back with the next load.
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { DISCORD, QQ, agentFiles, catalogTest, runCatalog, same, toolsOf, valueOf } from './wire.js';

const host = useHostUnderTest();
const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];

const names = (results: readonly StepResult[], i: number, steps: readonly Step[]): string[] => toolsOf(results, i, steps[i]!).map((t) => t.name);
const provider = (id: string, name: string) => ({ id, kind: 'tool', tools: [{ name, description: name }] });
const prefixed = (prefix: string, files: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(files).map(([path, file]) => [`${prefix}${path}`, file]));

describe('catalog: owner-scoped providers', () => {
  catalogTest(host, ['CATALOG-030'], "an automatically selected agent is the turn's owner; a child plugin's agent is owned as child__agent", async () => {
    const tree = { name: 'p', files: {}, children: [{ name: 'maps', files: prefixed('', agentFiles('guide', { auto: { platform: 'qq' } })) }] };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'maps__guide', provider: provider('acme:routes', 'routes') },
      { op: 'registerProvider', scope: 'guide', provider: provider('acme:wrong', 'wrong_owner') },
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'startTurn', session: 's2', message: DISCORD },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(3, steps[3]!, valueOf(results, 3, steps[3]!).agent, 'maps__guide', 'CATALOG-030 (auto.platform selects the child agent)');
    same(4, steps[4]!, names(results, 4, steps), [...FRAMEWORK, 'routes'].sort(), 'CATALOG-030 (the provider scoped to maps__guide, and only it, reaches its turn)');
    same(6, steps[6]!, names(results, 6, steps), FRAMEWORK, 'CATALOG-030 (a turn without an owner sees no scoped provider)');
  });

  catalogTest(host, ['CATALOG-030'], 'disposing the scoped provider gives its owner the global provider back with the next load', async () => {
    const tree = { name: 'p', files: agentFiles('helper') };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'global', provider: provider('acme:search', 'search_web') },
      { op: 'registerProvider', scope: 'helper', provider: provider('acme:search', 'search_docs') },
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ, agent: 'helper' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'dispose', disposer: 'disposer-2' },
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's2', message: QQ, agent: 'helper' },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(4, steps[4]!, names(results, 4, steps), [...FRAMEWORK, 'search_docs'].sort(), 'CATALOG-030 (the scoped provider replaces the global one for its owner)');
    same(6, steps[6]!, valueOf(results, 6, steps[6]!).generation, 2, 'CATALOG-030 (the removal is committed by the next load)');
    same(8, steps[8]!, names(results, 8, steps), [...FRAMEWORK, 'search_web'].sort(), 'CATALOG-030 (without its own provider the owner sees the global one)');
  });
});
