// context.addSkill beside addTool (REGISTRY-032): the messages of a failing added skill name its source
// `addSkill:<plugin path>/<name>` (and, for a duplicate, the other source and the qualifiedName), and a
// failed commit leaves generation 0 empty (REGISTRY-015).
import { describe } from 'vitest';
import type { StepResult } from '../../host/protocol.js';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
import type { RegistryStep } from './model.js';
import { check, decidedBy, fails, ok } from './compare.js';
import type { Want } from './compare.js';
import { registryTest, runScenario, runSteps } from './scenario.js';

const host = useHostUnderTest();

// addSkill is no step of the registry model's command set; these scenarios state every answer.
const addSkill = (name: string, skill: Record<string, unknown>, plugin?: string[]): RegistryStep =>
  ({ op: 'addSkill', name, skill, ...(plugin ? { plugin } : {}) }) as unknown as RegistryStep;
const unchanged: [RegistryStep, Want] = [{ op: 'index' }, ok({ generation: 0, tools: [], skills: [], agents: [] }, 'REGISTRY-015')];
const written = (step: RegistryStep): [RegistryStep, Want] => [step, ok({}, 'REGISTRY-032')];

/** Whether an index answer lists a skill from `source`. */
const publishedSkill = (index: StepResult | undefined, source: string): boolean => {
  const skills = (index as { skills?: unknown } | undefined)?.skills;
  return Array.isArray(skills) && skills.some((k: unknown) => (k as { source?: unknown } | null)?.source === source);
};

/** runScenario, with the last step's answer (an index) kept in `last` before any step is checked, for the deciders. */
async function runJudged(last: { index: StepResult | undefined }, pairs: readonly (readonly [RegistryStep, Want])[]): Promise<void> {
  const results = await runSteps(host, pairs.map(([step]) => step));
  last.index = results[results.length - 1];
  pairs.forEach(([step, want], i) => check(i, step, results[i], want));
}

describe('addSkill: what a failed commit names', () => {
  // The duplicate rule decides the failure and its message (REGISTRY-019: the qualifiedName and both sources);
  // the added skill's own source missing from an otherwise full message, or an added skill that never reached
  // the generation (the commit succeeded, the index lists none of it), is addSkill's (REGISTRY-032).
  registryTest(host, ['REGISTRY-032', 'REGISTRY-019'], 'an added skill and a SKILL.md skill of one child plugin: duplicate-name naming both', () => {
    const last = { index: undefined as StepResult | undefined };
    const duplicateRule = (actual: StepResult): string => {
      const error = stepError(actual);
      if (error === undefined) return publishedSkill(last.index, 'addSkill:maps/route') ? 'REGISTRY-019' : 'REGISTRY-032';
      const others = ['maps__route', 'maps/skills/route/SKILL.md'].every((name) => error.message.includes(name));
      return error.code === 'duplicate-name' && others && !error.message.includes('addSkill:maps/route') ? 'REGISTRY-032' : 'REGISTRY-019';
    };
    return runJudged(last, [
      [{ op: 'stage', tree: { name: 'root', files: {}, children: [{ name: 'maps', files: { 'skills/route/SKILL.md': { text: '# Route' } } }] } }, ok()],
      written(addSkill('route', { description: 'Plan a route' }, ['maps'])),
      [{ op: 'commit' }, decidedBy(duplicateRule, fails('duplicate-name', 'maps__route', 'maps/skills/route/SKILL.md', 'addSkill:maps/route'))],
      unchanged,
    ]);
  });
  // The segment rule decides a skill name, an added one included (REGISTRY-032 defers to it); an added skill
  // that never reached the generation (the commit succeeded, the index lists none of it) is addSkill's.
  registryTest(host, ['REGISTRY-032', 'REGISTRY-008'], 'a bad name: invalid-name naming the source', () => {
    const last = { index: undefined as StepResult | undefined };
    const nameRule = (actual: StepResult): string => (stepError(actual) === undefined && !publishedSkill(last.index, 'addSkill:a__b') ? 'REGISTRY-032' : 'REGISTRY-008');
    return runJudged(last, [written(addSkill('a__b', { description: 'x' })), [{ op: 'commit' }, decidedBy(nameRule, fails('invalid-name', 'addSkill:a__b'))], unchanged]);
  });
  registryTest(host, ['REGISTRY-032'], 'instructions that are not a string: invalid-definition naming the source and the field', () =>
    runScenario(host, [written(addSkill('notes', { description: 'Notes', instructions: 5 })), [{ op: 'commit' }, fails('invalid-definition', 'addSkill:notes', 'instructions')], unchanged]),
  );
});
