import { describe, test, expect } from 'vitest';
import { canonicalInput, checkPolicy } from './policy.js';

describe('dedicated policies (TURN-003)', () => {
  test('each policy reads its own field', () => {
    expect(canonicalInput('bash', { command: 'ls', path: 'x' })).toBe('ls');
    expect(canonicalInput('file', { command: 'ls', path: '/tmp/a' })).toBe('/tmp/a');
    expect(canonicalInput('network', { url: 'https://a.example' })).toBe('https://a.example');
  });

  test('a missing or non-string field, or a non-object input, has no canonical input', () => {
    expect(canonicalInput('bash', {})).toBeUndefined();
    expect(canonicalInput('bash', { command: 1 })).toBeUndefined();
    expect(canonicalInput('bash', 'ls')).toBeUndefined();
    expect(canonicalInput('bash', null)).toBeUndefined();
    expect(canonicalInput('bash', ['ls'])).toBeUndefined();
  });

  test('accepts exactly the allowed strings', () => {
    const tool = { policy: 'bash' as const, allow: ['ls', 'pwd'] };
    expect(checkPolicy(tool, { command: 'ls' })).toEqual({ accepted: true, canonical: 'ls' });
    expect(checkPolicy(tool, { command: 'ls ' }).accepted).toBe(false);
    expect(checkPolicy(tool, { command: 'LS' }).accepted).toBe(false);
    expect(checkPolicy(tool, {}).accepted).toBe(false);
    expect(checkPolicy({ policy: 'file' as const }, { path: '/a' }).accepted).toBe(false);
  });

  test('a refusal says why, naming the field', () => {
    const refused = checkPolicy({ policy: 'network' as const, allow: [] }, {});
    expect(refused).toEqual({ accepted: false, reason: expect.stringContaining('input.url') });
  });

  test('a tool without a policy accepts anything', () => {
    expect(checkPolicy({}, 42)).toEqual({ accepted: true, canonical: undefined });
  });
});
