// context.addSkill beside addTool (REGISTRY-032): the messages of a failing added skill name its source
// `addSkill:<plugin path>/<name>` (and, for a duplicate, the other source and the qualifiedName), and a
// failed commit leaves generation 0 empty (REGISTRY-015).
import { describe } from 'vitest';
import type { StepResult } from '../../host/protocol.js';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
import type { RegistryStep } from './model.js';
import { decidedBy, fails, ok } from './compare.js';
import type { Want } from './compare.js';
import { registryTest, runScenario } from './scenario.js';

const host = useHostUnderTest();

// addSkill is no step of the registry model's command set; these scenarios state every answer.
const addSkill = (name: string, skill: Record<string, unknown>, plugin?: string[]): RegistryStep =>
  ({ op: 'addSkill', name, skill, ...(plugin ? { plugin } : {}) }) as unknown as RegistryStep;
const unchanged: [RegistryStep, Want] = [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] }, 'REGISTRY-015')];
const written = (step: RegistryStep): [RegistryStep, Want] => [step, ok({}, 'REGISTRY-032')];

describe('addSkill: what a failed commit names', () => {
  // The duplicate rule decides the failure and its message (REGISTRY-019: the qualifiedName and both sources);
  // only the added skill's own source, missing where the rest is named, is addSkill's (its source format).
  const duplicateRule = (actual: StepResult): string => {
    const message = stepError(actual)?.message ?? '';
    const others = ['maps__route', 'maps/skills/route/SKILL.md'].every((name) => message.includes(name));
    return stepError(actual)?.code === 'duplicate-name' && others && !message.includes('addSkill:maps/route') ? 'REGISTRY-032' : 'REGISTRY-019';
  };
  registryTest(host, ['REGISTRY-032', 'REGISTRY-019'], 'an added skill and a SKILL.md skill of one child plugin: duplicate-name naming both', () =>
    runScenario(host, [
      [{ op: 'stage', tree: { name: 'root', files: {}, children: [{ name: 'maps', files: { 'skills/route/SKILL.md': { text: '# Route' } } }] } }, ok()],
      written(addSkill('route', { description: 'Plan a route' }, ['maps'])),
      [{ op: 'commit' }, decidedBy(duplicateRule, fails('duplicate-name', 'maps__route', 'maps/skills/route/SKILL.md', 'addSkill:maps/route'))],
      unchanged,
    ]),
  );
  // The segment rule decides a skill name, an added one included (REGISTRY-032 defers to it).
  registryTest(host, ['REGISTRY-032', 'REGISTRY-008'], 'a bad name: invalid-name naming the source', () =>
    runScenario(host, [written(addSkill('a__b', { description: 'x' })), [{ op: 'commit' }, decidedBy('REGISTRY-008', fails('invalid-name', 'addSkill:a__b'))], unchanged]),
  );
  registryTest(host, ['REGISTRY-032'], 'instructions that are not a string: invalid-definition naming the source and the field', () =>
    runScenario(host, [written(addSkill('notes', { description: 'Notes', instructions: 5 })), [{ op: 'commit' }, fails('invalid-definition', 'addSkill:notes', 'instructions')], unchanged]),
  );
});
