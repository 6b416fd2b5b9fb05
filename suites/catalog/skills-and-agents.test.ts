// Scope at the edges the fixtures do not reach: `agent: null` selects no agent, not one whose id is
// "null", and an agent skill persisted in the session brings no tools into a turn without its agent
// (CATALOG-002, CATALOG-004); a Seam skill registered for one owner is no visible skill, a global one loads
// with its instructions, else its description (CATALOG-022);
// a session lists its active skills sorted (CATALOG-024).
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { QQ, agentFiles, catalogTest, errorOf, runCatalog, same, sameSession, toolsOf, valueOf } from './wire.js';

const host = useHostUnderTest();
const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];

const tool = (description: string) => ({ tool: { description } });
const names = (results: readonly StepResult[], i: number, steps: readonly Step[]): string[] => toolsOf(results, i, steps[i]!).map((t) => t.name);

describe('catalog: agents and skills', () => {
  catalogTest(host, ['CATALOG-002', 'CATALOG-004', 'CATALOG-022'], 'agent: null selects no agent, not an agent whose id is "null"; its persisted skill brings no tools', async () => {
    const tree = {
      name: 'p',
      files: {
        ...agentFiles('null'),
        'agents/null/tools/x/index.ts': tool('X'),
        'agents/null/skills/s/SKILL.md': { text: 'Null skill' },
        'agents/null/skills/s/tools/t/index.ts': tool('T'),
      },
    };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ, agent: 'null' },
      { op: 'loadSkill', turn: 'turn-1', name: 'null__s' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'startTurn', session: 's1', message: QQ, agent: null },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'tools', turn: 'turn-3', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    same(2, steps[2]!, valueOf(results, 2, steps[2]!), { skill: 'null__s', instructions: 'Null skill', unlocked: ['null__s__t'] }, 'CATALOG-022 (load_skill answers the instructions and unlocks)');
    same(3, steps[3]!, names(results, 3, steps), ['ask_user', 'discover', 'load_skill', 'load_tool', 'null__s__t', 'null__x', 'spawn_task'], 'CATALOG-004 (agent and skill: both tool kinds are in)');
    same(6, steps[6]!, names(results, 6, steps), FRAMEWORK, 'CATALOG-002 (agent: null selects no agent)');
    same(8, steps[8]!, names(results, 8, steps), FRAMEWORK, 'CATALOG-004 (a persisted agent skill needs its agent selected)');
  });

  catalogTest(host, ['CATALOG-022', 'CATALOG-007'], 'a Seam skill of a provider registered for one owner, not globally, is no visible skill', async () => {
    const provider = { id: 'skills:p', kind: 'skill', skills: [{ name: 'scoped_skill', description: 'Scoped skill' }] };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'p', provider },
      { op: 'load', trees: [{ name: 'p', files: { 'tools/kiwi/index.ts': tool('Kiwi') } }] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'discover', turn: 'turn-1', query: 'scoped_skill' },
      { op: 'loadSkill', turn: 'turn-1', name: 'scoped_skill' },
    ];
    const results = await runCatalog(host, {}, steps);
    valueOf(results, 0, steps[0]!);
    valueOf(results, 1, steps[1]!);
    const found = valueOf(results, 3, steps[3]!).results as { kind: unknown; name: unknown }[];
    same(3, steps[3]!, Array.isArray(found) && found.some((r) => r.kind === 'skill' && r.name === 'scoped_skill'), false, 'CATALOG-007 (discover answers visible skills only)');
    same(4, steps[4]!, errorOf(results, 4, steps[4]!).code, 'not-found', 'CATALOG-022 (only a visible skill loads)');
  });

  catalogTest(host, ['CATALOG-022'], 'a global Seam skill loads with its instructions, or with its description when it has none', async () => {
    const provider = { id: 'skills:g', kind: 'skill', skills: [{ name: 'guided', description: 'Guided skill', instructions: 'Follow the guide' }, { name: 'plain', description: 'Plain skill' }] };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'global', provider },
      { op: 'load', trees: [{ name: 'p', files: { 'tools/kiwi/index.ts': tool('Kiwi') } }] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'loadSkill', turn: 'turn-1', name: 'guided' },
      { op: 'loadSkill', turn: 'turn-1', name: 'plain' },
    ];
    const results = await runCatalog(host, {}, steps);
    valueOf(results, 0, steps[0]!);
    valueOf(results, 1, steps[1]!);
    same(3, steps[3]!, valueOf(results, 3, steps[3]!), { skill: 'guided', instructions: 'Follow the guide', unlocked: [] }, 'CATALOG-022 (a Seam skill answers its instructions)');
    same(4, steps[4]!, valueOf(results, 4, steps[4]!), { skill: 'plain', instructions: 'Plain skill', unlocked: [] }, 'CATALOG-022 (a Seam skill without instructions answers its description)');
  });

  catalogTest(host, ['CATALOG-024', 'CATALOG-013'], 'the session lists its active skills sorted, whatever order they were loaded in', async () => {
    const tree = { name: 'p', files: { 'skills/zeta/SKILL.md': { text: 'Z' }, 'skills/alpha/SKILL.md': { text: 'A' }, 'skills/mid/SKILL.md': { text: 'M' } } };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'loadSkill', turn: 'turn-1', name: 'zeta' },
      { op: 'loadSkill', turn: 'turn-1', name: 'alpha' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'loadSkill', turn: 'turn-2', name: 'mid' },
      { op: 'endTurn', turn: 'turn-2' },
      { op: 'session', session: 's1' },
    ];
    const results = await runCatalog(host, {}, steps);
    sameSession(8, steps[8]!, valueOf(results, 8, steps[8]!), { loaded: [], skills: ['alpha', 'mid', 'zeta'] }, 'CATALOG-013 (activated skills persist in the session)');
  });
});
