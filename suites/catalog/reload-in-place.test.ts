// A reload that keeps every tool where it was and changes one of them in place: its access, its scope or its
// name. The next turn's catalog is the new generation's (CATALOG-023), whatever the host keeps from the
// catalog it built before. Each case first checks the old generation by the rule that decides it, so a host
// that breaks that rule is charged there, not to the reload.
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { DISCORD, QQ, agentFiles, catalogTest, runCatalog, same, toolsOf, valueOf } from './wire.js';

const host = useHostUnderTest();
const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];

const tool = (description: string, fields: Record<string, unknown> = {}) => ({ tool: { description, ...fields } });
const names = (results: readonly StepResult[], i: number, steps: readonly Step[]): string[] => toolsOf(results, i, steps[i]!).map((t) => t.name);
const withFramework = (...plugin: string[]): string[] => [...FRAMEWORK, ...plugin].sort();
/** Two loads, a qq turn after each, the Anthropic channel (the whole catalog) read in each. */
const reload = (first: readonly unknown[], second: readonly unknown[]): Step[] => [
  { op: 'load', trees: [...first] },
  { op: 'startTurn', session: 's1', message: QQ },
  { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
  { op: 'load', trees: [...second] },
  { op: 'startTurn', session: 's2', message: QQ },
  { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
];
// A plugin that every load stages unchanged: the reload changes the other plugin's tool only.
const FIG = { name: 'p', files: { 'tools/fig/index.ts': tool('Fig') } };

describe('catalog: a reload that changes a tool in place', () => {
  catalogTest(host, ['CATALOG-023', 'CATALOG-001'], 'two tools swap their platforms: the next turn lists each by its new access', async () => {
    const tree = (fig: string[] | undefined, pear: string[] | undefined) => ({
      name: 'p',
      files: { 'tools/fig/index.ts': tool('Fig', fig && { platforms: fig }), 'tools/pear/index.ts': tool('Pear', pear && { platforms: pear }) },
    });
    const steps = reload([tree(undefined, ['discord'])], [tree(['discord'], undefined)]);
    const results = await runCatalog(host, {}, steps);
    same(2, steps[2]!, names(results, 2, steps), withFramework('fig'), 'CATALOG-001 (a discord-only tool is not listed to a qq message)');
    same(5, steps[5]!, names(results, 5, steps), withFramework('pear'), 'CATALOG-023 (the next turn lists by the new generation\'s access)');
  });

  catalogTest(host, ['CATALOG-023', 'CATALOG-003', 'CATALOG-002'], 'a skill\'s tool becomes the agent\'s tool of the same name: the next turn with the agent selected lists it', async () => {
    const asSkill = { name: 'q', files: { 'skills/h/SKILL.md': { text: 'H skill' }, 'skills/h/tools/b/index.ts': tool('B') } };
    const asAgent = { name: 'q', files: { ...agentFiles('h'), 'agents/h/tools/b/index.ts': tool('B') } };
    const steps: Step[] = [
      { op: 'load', trees: [FIG, asSkill] },
      { op: 'startTurn', session: 's1', message: QQ, agent: null },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'load', trees: [FIG, asAgent] },
      { op: 'startTurn', session: 's2', message: QQ, agent: 'h' },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(2, steps[2]!, names(results, 2, steps), withFramework('fig'), 'CATALOG-003 (a skill\'s tool waits for its skill)');
    same(5, steps[5]!, names(results, 5, steps), withFramework('fig', 'h__b'), 'CATALOG-023 (the next turn lists the agent\'s tool of the new generation)');
  });

  catalogTest(host, ['CATALOG-023', 'CATALOG-025', 'CATALOG-001'], 'a tool renamed in place to a framework tool\'s name is shadowed in the next turn, and renamed back it is listed', async () => {
    const tree = (second: string) => ({ name: 'q', files: { [`tools/${second}/index.ts`]: tool('Second') } });
    const steps: Step[] = [
      ...reload([FIG, tree('pear')], [FIG, tree('load_tool')]),
      { op: 'load', trees: [FIG, tree('pear')] },
      { op: 'startTurn', session: 's3', message: QQ },
      { op: 'tools', turn: 'turn-3', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(2, steps[2]!, names(results, 2, steps), withFramework('fig', 'pear'), 'CATALOG-001 (every tool access lists is in the catalog)');
    const shadowing = toolsOf(results, 5, steps[5]!);
    same(5, steps[5]!, shadowing.map((t) => t.name), withFramework('fig'), 'CATALOG-025 (a plugin tool of a framework tool\'s name is shadowed: the framework tool once)');
    same(5, steps[5]!, shadowing.find((t) => t.name === 'load_tool')?.description === 'Second', false, 'CATALOG-025 (the framework tool, not the plugin tool, holds the name)');
    same(8, steps[8]!, names(results, 8, steps), withFramework('fig', 'pear'), 'CATALOG-023 (the next turn lists the new generation\'s tool)');
  });

  catalogTest(host, ['CATALOG-023', 'CATALOG-001'], 'a reload that changes only a tool\'s description keeps its access: listed to discord, not to qq', async () => {
    const tree = (description: string) => ({ name: 'p', files: { 'tools/fig/index.ts': tool('Fig'), 'tools/pear/index.ts': tool(description, { platforms: ['discord'] }) } });
    const steps: Step[] = [
      ...reload([tree('Pear v1')], [tree('Pear v2')]),
      { op: 'startTurn', session: 's3', message: DISCORD },
      { op: 'tools', turn: 'turn-3', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(2, steps[2]!, names(results, 2, steps), withFramework('fig'), 'CATALOG-001 (a discord-only tool is not listed to a qq message)');
    same(5, steps[5]!, names(results, 5, steps), withFramework('fig'), 'CATALOG-023 (the new generation\'s tool keeps its access)');
    const pear = toolsOf(results, 7, steps[7]!).find((t) => t.name === 'pear');
    same(7, steps[7]!, pear?.description, 'Pear v2', 'CATALOG-023 (the next turn carries the new generation\'s definition)');
  });
});

describe('catalog: ask_user loaded, then an unattended turn', () => {
  catalogTest(host, ['CATALOG-005', 'CATALOG-012', 'CATALOG-025'], 'ask_user loaded in an attended turn is not exposed in an unattended one, which has no ask_user', async () => {
    const deferredTools = { alwaysLoadedTools: ['discover', 'load_tool', 'load_skill', 'spawn_task'] };
    const steps: Step[] = [
      { op: 'load', trees: [{ name: 'p', files: { 'tools/fig/index.ts': tool('Fig') } }] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'loadTool', turn: 'turn-1', name: 'ask_user' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'startTurn', session: 's1', message: QQ, attended: false },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
      { op: 'use', turn: 'turn-2', tool: 'ask_user' },
      { op: 'use', turn: 'turn-2', tool: 'fig' },
    ];
    const results = await runCatalog(host, { config: { deferredTools } }, steps);
    same(2, steps[2]!, valueOf(results, 2, steps[2]!), { loaded: 'ask_user', evicted: [] }, 'CATALOG-012 (a catalog tool that is not always loaded is loaded)');
    // The unattended catalog first: a host that lists ask_user there breaks the framework tools rule.
    same(5, steps[5]!, names(results, 5, steps).includes('ask_user'), false, 'CATALOG-025 (an unattended turn has no ask_user)');
    same(6, steps[6]!, valueOf(results, 6, steps[6]!), { exposed: false }, 'CATALOG-005 (a loaded name outside the turn\'s catalog is not exposed)');
    same(7, steps[7]!, valueOf(results, 7, steps[7]!), { exposed: false }, 'CATALOG-005 (a tool never loaded is not exposed)');
  });
});

describe('catalog: load_skill lists what it unlocks sorted', () => {
  // Path order is not name order: "a-b/index.ts" sorts before "a/index.ts", but "s__a" before "s__a-b".
  catalogTest(host, ['CATALOG-022'], 'a skill whose tool folders sort otherwise than their names answers the unlocked tools sorted by name', async () => {
    const tree = { name: 'p', files: { 'skills/s/SKILL.md': { text: 'S' }, 'skills/s/tools/zz/index.ts': tool('Zz'), 'skills/s/tools/a-b/index.ts': tool('Ab'), 'skills/s/tools/a/index.ts': tool('A') } };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'loadSkill', turn: 'turn-1', name: 's' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(2, steps[2]!, valueOf(results, 2, steps[2]!), { skill: 's', instructions: 'S', unlocked: ['s__a', 's__a-b', 's__zz'] }, 'CATALOG-022 (load_skill answers the instructions and the unlocked tools, sorted)');
  });
});
