// Self-check of the area catalog `tools` comparison rule (no host).
import { describe, expect, test } from 'vitest';
import { channelMismatch, channelToolsMismatch, notFoundMismatch, sessionMismatch, withFrameworkPlaceholders } from './catalog-tools.js';

const echo = { name: 'echo', description: 'Echo', input_schema: { type: 'object' } };
const expected = { tools: [{ name: 'discover' }, { ...echo, defer_loading: true }] };
const answer = (tools: unknown[]) => ({ tools });
const discover = { name: 'discover', description: 'host words', input_schema: { type: 'object', properties: { query: { type: 'string' } } } };

describe('channelToolsMismatch', () => {
  test('framework tools compare by name and defer_loading; others exactly', () => {
    expect(channelToolsMismatch(expected, answer([discover, { ...echo, defer_loading: true }]))).toBeUndefined();
  });
  test('an extra defer_loading where the fixture has none fails', () => {
    expect(channelToolsMismatch(expected, answer([{ ...discover, defer_loading: true }, { ...echo, defer_loading: true }]))).toMatch(/tools\[0\] \("discover"\): has defer_loading true/);
  });
  test('a missing defer_loading fails', () => {
    expect(channelToolsMismatch(expected, answer([discover, echo]))).toMatch(/tools\[1\] \("echo"\): defer_loading is undefined, expected true/);
  });
  test('a plugin tool compares description and input_schema exactly (no extra schema keys)', () => {
    expect(channelToolsMismatch(expected, answer([discover, { ...echo, description: 'Echo!', defer_loading: true }]))).toMatch(/description is "Echo!"/);
    expect(channelToolsMismatch(expected, answer([discover, { ...echo, input_schema: { type: 'object', required: [] }, defer_loading: true }]))).toMatch(/input_schema is/);
  });
  test('order, length, names and unknown fields', () => {
    expect(channelToolsMismatch(expected, answer([{ ...echo, defer_loading: true }, discover]))).toMatch(/name is "echo"/);
    expect(channelToolsMismatch(expected, answer([discover]))).toMatch(/expected 2 tools \["discover","echo"\], got 1 \["discover"\]/);
    expect(channelToolsMismatch(expected, answer([{ ...discover, cache_control: {} }, { ...echo, defer_loading: true }]))).toMatch(/unexpected field\(s\) cache_control/);
    expect(channelToolsMismatch(expected, { results: [] })).toMatch(/no array "tools"/);
  });
  test('a framework tool still needs a string description and an object schema', () => {
    expect(channelToolsMismatch(expected, answer([{ name: 'discover', input_schema: {} }, { ...echo, defer_loading: true }]))).toMatch(/description must be a string/);
  });
  test('only framework tools may leave fields out', () => {
    expect(channelToolsMismatch({ tools: [{ name: 'echo' }] }, answer([echo]))).toMatch(/only a framework tool may/);
  });
});

describe('channelMismatch: the deciding requirement', () => {
  const rule = (actual: unknown[], channel = 'anthropic') => channelMismatch(expected, answer(actual), channel)?.requirement;
  test('the same tools in another order, unknown fields and a defer_loading other than true are the channel\'s rule', () => {
    expect(rule([{ ...echo, defer_loading: true }, discover])).toBe('CATALOG-019');
    expect(rule([{ ...echo, defer_loading: true }, discover], 'generic')).toBe('CATALOG-020');
    expect(rule([{ ...discover, cache_control: {} }, { ...echo, defer_loading: true }])).toBe('CATALOG-019');
    expect(rule([discover, { ...echo, defer_loading: 'yes' }])).toBe('CATALOG-019');
  });
  test('a framework tool without a string description and an object schema, or a plugin tool with another definition, is CATALOG-021', () => {
    expect(rule([{ name: 'discover', description: 5, input_schema: {} }, { ...echo, defer_loading: true }])).toBe('CATALOG-021');
    expect(rule([discover, { ...echo, description: 'Echo!', defer_loading: true }])).toBe('CATALOG-021');
    expect(rule([discover, { ...echo, input_schema: {}, defer_loading: true }])).toBe('CATALOG-021');
  });
  test('which tools are sent, or deferred, is left to the step\'s own requirement', () => {
    expect(rule([discover])).toBeUndefined();
    expect(rule([discover, echo])).toBeUndefined();
    expect(rule([discover, { ...echo, name: 'other', defer_loading: true }])).toBeUndefined();
    expect(rule([discover, { ...echo, defer_loading: true }])).toBeUndefined();
    // A framework name's entry with a plugin description may be a shadowing question: the case's.
    expect(channelMismatch({ tools: [{ ...echo, name: 'ask_user' }] }, answer([{ ...echo, name: 'ask_user', description: 'host words' }]), 'generic')?.requirement).toBeUndefined();
  });
  test('with the other channel of the same moment: a channel that disagrees with a twin that is right broke its own rule', () => {
    const exposedGeneric = { tools: [discover] };
    // generic sends the whole catalog while anthropic defers echo: generic's fault.
    expect(channelMismatch(exposedGeneric, answer([discover, echo]), 'generic', answer([discover, { ...echo, defer_loading: true }]))?.requirement).toBe('CATALOG-020');
    // anthropic defers nothing while generic sends discover only: anthropic's fault.
    expect(channelMismatch(expected, answer([discover, echo]), 'anthropic', answer([discover]))?.requirement).toBe('CATALOG-019');
    // Both channels agree (echo exposed in both): the state differs, the case's rule decides.
    expect(channelMismatch(expected, answer([discover, echo]), 'anthropic', answer([discover, echo]))?.requirement).toBeUndefined();
  });
});

describe('sessionMismatch', () => {
  test('equal: none; skills in another order or loaded exactly reversed: CATALOG-024; other names or stamps: no rule of its own', () => {
    expect(sessionMismatch({ loaded: ['b', 'a'], skills: [] }, { loaded: ['b', 'a'], skills: [] })).toBeUndefined();
    expect(sessionMismatch({ loaded: ['b', 'a'], skills: [] }, { loaded: ['a', 'b'], skills: [] })?.requirement).toBe('CATALOG-024');
    expect(sessionMismatch({ loaded: ['c', 'b', 'a'], skills: [] }, { loaded: ['a', 'b', 'c'], skills: [] })?.requirement).toBe('CATALOG-024');
    expect(sessionMismatch({ loaded: ['c', 'b', 'a'], skills: [] }, { loaded: ['b', 'c', 'a'], skills: [] })?.requirement).toBeUndefined();
    expect(sessionMismatch({ loaded: [], skills: ['a', 'z'] }, { loaded: [], skills: ['z', 'a'] })?.requirement).toBe('CATALOG-024');
    expect(sessionMismatch({ loaded: ['b', 'a'], skills: [] }, { loaded: ['a'], skills: [] })).toEqual({ text: expect.stringMatching(/^session snapshot/) });
    expect(sessionMismatch({ loaded: [], skills: [] }, { error: { code: 'x', message: 'y' } })?.requirement).toBeUndefined();
  });
});

describe('notFoundMismatch', () => {
  const want = { error: { code: 'not-found', message: 'no tool named "x" can be loaded in this turn' } };
  test('the same code with another message is the message rule\'s; anything else is compared as usual', () => {
    expect(notFoundMismatch('loadTool', want, { error: { code: 'not-found', message: 'x is hidden' } })?.requirement).toBe('CATALOG-011');
    expect(notFoundMismatch('loadSkill', want, { error: { code: 'not-found', message: 'nope' } })?.requirement).toBe('CATALOG-022');
    expect(notFoundMismatch('loadTool', want, want)).toBeUndefined();
    expect(notFoundMismatch('loadTool', want, { error: { code: 'unknown-turn', message: 'm' } })).toBeUndefined();
    expect(notFoundMismatch('loadTool', { error: { code: 'not-found' } }, { error: { code: 'not-found', message: 'any' } })).toBeUndefined();
    expect(notFoundMismatch('discover', want, { error: { code: 'not-found', message: 'm' } })).toBeUndefined();
  });
});

describe('withFrameworkPlaceholders', () => {
  test('fills framework entries only', () => {
    expect(withFrameworkPlaceholders({ tools: [{ name: 'discover', defer_loading: true }, { name: 'echo' }] })).toEqual({
      tools: [{ name: 'discover', description: '', input_schema: { type: 'object' }, defer_loading: true }, { name: 'echo' }],
    });
    expect(withFrameworkPlaceholders({ error: { code: 'x' } })).toEqual({ error: { code: 'x' } });
  });
});
