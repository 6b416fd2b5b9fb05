// The tools an agent requests in agent.json at the edges the fixtures do not reach (CATALOG-031): names are
// resolved in each turn against its pinned generation (a name of no tool now is a public tool once a reload
// adds one, in turns that pin that generation only), an automatically selected agent's requests count as an
// explicit one's, and a request never lists a tool access control does not list for the message.
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { QQ, agentFiles, catalogTest, runCatalog, same, toolsOf } from './wire.js';

const host = useHostUnderTest();
const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];
const QQ_GROUP = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1' } };

const names = (results: readonly StepResult[], i: number, steps: readonly Step[]): string[] => toolsOf(results, i, steps[i]!).map((t) => t.name);
const tool = (description: string, fields: Record<string, unknown> = {}) => ({ tool: { description, ...fields } });
const listed = (...tools: string[]): string[] => [...FRAMEWORK, ...tools].sort();

describe('catalog: tools requested in agent.json', () => {
  catalogTest(host, ['CATALOG-031'], 'a requested name is resolved against the generation a turn pinned: absent in generation 1, public in generation 2', async () => {
    const before = { name: 'p', files: agentFiles('helper', { tools: ['later'] }) };
    const after = { name: 'p', files: { ...agentFiles('helper', { tools: ['later'] }), 'tools/later/index.ts': tool('Later') } };
    const steps: Step[] = [
      { op: 'load', trees: [before] },
      { op: 'startTurn', session: 's1', message: QQ, agent: 'helper' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'load', trees: [after] },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'startTurn', session: 's2', message: QQ, agent: 'helper' },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(2, steps[2]!, names(results, 2, steps), listed(), 'CATALOG-031 (a name of no tool brings nothing in)');
    same(4, steps[4]!, names(results, 4, steps), listed(), 'CATALOG-031 (the turn keeps the generation it pinned: the reload adds nothing to it)');
    same(6, steps[6]!, names(results, 6, steps), listed('later'), 'CATALOG-031 (in generation 2 the name is a public tool of the catalog)');
  });

  catalogTest(host, ['CATALOG-031'], "an automatically selected agent's request lists a public tool only where access control lists it", async () => {
    const tree = {
      name: 'p',
      files: { ...agentFiles('bot', { auto: { platform: 'qq' }, tools: ['grouped', 'plain'] }), 'tools/grouped/index.ts': tool('Grouped', { scopes: ['group'] }), 'tools/plain/index.ts': tool('Plain') },
    };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'startTurn', session: 's2', message: QQ_GROUP },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
      { op: 'loadTool', turn: 'turn-1', name: 'grouped' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(2, steps[2]!, names(results, 2, steps), listed('plain'), 'CATALOG-031 (a private message: the group-only tool is not listed, requested or not)');
    same(4, steps[4]!, names(results, 4, steps), listed('grouped', 'plain'), 'CATALOG-031 (a group message lists both)');
    same(5, steps[5]!, results[5], { error: { code: 'not-found', message: 'no tool named "grouped" can be loaded in this turn' } }, 'CATALOG-031 (a request loads nothing access control does not list)');
  });
});
