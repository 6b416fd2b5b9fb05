// Naming (REGISTRY-007/008/009) as the builder applies it to each capability: the owner path's segments, the
// local name and the joined length, whatever owner paths came before.
import { describe, expect, test } from 'vitest';
import type { PrepareLog } from './capability-builder.js';
import { capabilityBuilder } from './capability-builder.js';
import { createSchemaChecker } from './input-schema.js';
import { referencePrepareRules } from './prepare-rules.js';

const builder = () => {
  const log: PrepareLog = { problems: [], lints: [] };
  return { log, build: capabilityBuilder(log, referencePrepareRules, createSchemaChecker(), undefined) };
};

describe('capabilityBuilder named', () => {
  test('each name joins its own owner path, frozen or not, in any order', () => {
    const { log, build } = builder();
    const p = Object.freeze(['p', 'agent']);
    const names = [
      build.named(p, 'a', 's1', 'tool'),
      build.named(['q'], 'b', 's2', 'tool'),
      build.named(p, 'c', 's3', 'tool'),
      build.named([], 'd', 's4', 'tool'),
      build.named(p, 'e', 's5', 'tool'),
      build.named(Object.freeze(['r']), 'f', 's6', 'tool'),
    ];
    expect(names).toEqual(['p__agent__a', 'q__b', 'p__agent__c', 'd', 'p__agent__e', 'r__f']);
    expect(log.problems).toEqual([]);
  });
  test('a bad segment of a frozen owner path is a problem of every capability below it', () => {
    const { log, build } = builder();
    const bad = Object.freeze(['p', 'Bad']);
    expect([build.named(bad, 'a', 's1', 'tool'), build.named(bad, 'b', 's2', 'tool')]).toEqual([undefined, undefined]);
    expect(log.problems.map((p) => [p.code, p.source])).toEqual([['invalid-name', 's1'], ['invalid-name', 's2']]);
  });
  test('a good owner path and a bad local name, then a good one: only the bad one is a problem', () => {
    const { log, build } = builder();
    const p = Object.freeze(['p']);
    expect([build.named(p, 'x__y', 's1', 'tool'), build.named(p, 'ok', 's2', 'tool')]).toEqual([undefined, 'p__ok']);
    expect(log.problems.map((p) => p.source)).toEqual(['s1']);
  });
  test('the joined length is judged for each name', () => {
    const { log, build } = builder();
    const p = Object.freeze(['a'.repeat(60)]);
    expect(build.named(p, 'b', 's1', 'tool')).toBe(`${'a'.repeat(60)}__b`);
    expect(build.named(p, 'bbb', 's2', 'tool')).toBeUndefined();
    expect(log.problems.map((p) => p.source)).toEqual(['s2']);
  });
});
