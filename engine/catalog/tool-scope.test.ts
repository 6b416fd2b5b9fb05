// Scope keys (spec/catalog.md, Definitions): one key per scope, whatever was asked before.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PUBLIC_SCOPE, scopeKeyOf } from './tool-scope.js';

describe('scopeKeyOf', () => {
  const id = fc.constantFrom('p__a', 'p__b', 'q__a');
  const scoped = fc.record({ agent: id, skill: id }, { requiredKeys: [] });
  // The keys by the definitions: an agent and a skill, an agent, a skill, or public.
  const expected = (s: { agent?: string; skill?: string }): string => {
    if (s.agent !== undefined && s.skill !== undefined) return `agent-skill:${s.agent} ${s.skill}`;
    if (s.agent !== undefined) return `agent:${s.agent}`;
    return s.skill !== undefined ? `skill:${s.skill}` : PUBLIC_SCOPE;
  };
  test('every scope of a sequence gets its own key (runs of one scope share one string)', () => {
    fc.assert(fc.property(fc.array(scoped, { maxLength: 20 }), (scopes) => {
      expect(scopes.map(scopeKeyOf)).toEqual(scopes.map(expected));
    }));
    const run = [{ agent: 'p__a' }, { agent: 'p__a' }];
    expect(scopeKeyOf(run[0]!)).toBe(scopeKeyOf(run[1]!));
  });
});
