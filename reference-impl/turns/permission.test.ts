import { describe, test, expect } from 'vitest';
import { canonicalInput, policyAccepts } from './permission.js';

describe('dedicated policies (TURN-003)', () => {
  test('each policy reads its own field', () => {
    expect(canonicalInput('bash', { command: 'ls', path: 'x' })).toBe('ls');
    expect(canonicalInput('file', { command: 'ls', path: '/tmp/a' })).toBe('/tmp/a');
    expect(canonicalInput('network', { url: 'https://a.example' })).toBe('https://a.example');
  });

  test('a non-object input has no canonical input', () => {
    expect(canonicalInput('bash', {})).toBeUndefined();
    expect(canonicalInput('bash', 'ls')).toBeUndefined();
    expect(canonicalInput('bash', null)).toBeUndefined();
    expect(canonicalInput('bash', ['ls'])).toBeUndefined();
  });

  test('accepts exactly the allowed strings', () => {
    const tool = { policy: 'bash' as const, allow: ['ls', 'pwd'] };
    expect(policyAccepts(tool, { command: 'ls' })).toBe(true);
    expect(policyAccepts(tool, { command: 'ls ' })).toBe(false);
    expect(policyAccepts(tool, { command: 'LS' })).toBe(false);
    expect(policyAccepts(tool, { command: ['ls'] })).toBe(false);
    expect(policyAccepts(tool, {})).toBe(false);
    expect(policyAccepts({ policy: 'file' as const, allow: [] }, { path: '/a' })).toBe(false);
  });

  test('a tool without a policy accepts anything', () => {
    expect(policyAccepts({}, 42)).toBe(true);
  });
});
