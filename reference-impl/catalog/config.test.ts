import { describe, expect, test } from 'vitest';
import { DEFAULT_DEFERRED_TOOLS, parseDeferredToolsConfig } from './config.js';

const withDeferred = (deferredTools: unknown) => parseDeferredToolsConfig({ config: { deferredTools } });

describe('deferredTools defaults (the seed table)', () => {
  test('12 loaded per session, top 5, the five framework tools, no MCP overrides', () => {
    expect(DEFAULT_DEFERRED_TOOLS).toEqual({
      maxLoadedPerSession: 12,
      discoverTopK: 5,
      alwaysLoadedTools: ['ask_user', 'spawn_task', 'discover', 'load_tool', 'load_skill'],
      mcpServers: {},
    });
  });
  test('no setup, no config, no deferredTools: the defaults', () => {
    expect(parseDeferredToolsConfig(undefined)).toEqual(DEFAULT_DEFERRED_TOOLS);
    expect(parseDeferredToolsConfig({})).toEqual(DEFAULT_DEFERRED_TOOLS);
    expect(parseDeferredToolsConfig({ config: { systemPromptMaxChars: 5 } })).toEqual(DEFAULT_DEFERRED_TOOLS);
  });
  test('given keys replace their default only; unknown keys are ignored', () => {
    expect(withDeferred({ maxLoadedPerSession: 0, mcpServers: { fs: { alwaysLoadedTools: ['read'] } }, future: true })).toEqual({
      maxLoadedPerSession: 0,
      discoverTopK: 5,
      alwaysLoadedTools: ['ask_user', 'spawn_task', 'discover', 'load_tool', 'load_skill'],
      mcpServers: { fs: { alwaysLoadedTools: ['read'] } },
    });
    expect(withDeferred({ alwaysLoadedTools: [], discoverTopK: 1 })).toMatchObject({ alwaysLoadedTools: [], discoverTopK: 1 });
  });
});

describe('invalid configuration names the key (CATALOG-016)', () => {
  test.each([
    [{ maxLoadedPerSession: -1 }, 'deferredTools.maxLoadedPerSession must be an integer ≥ 0, got -1'],
    [{ maxLoadedPerSession: 1.5 }, 'deferredTools.maxLoadedPerSession must be an integer ≥ 0, got 1.5'],
    [{ maxLoadedPerSession: '3' }, 'deferredTools.maxLoadedPerSession must be an integer ≥ 0, got "3"'],
    [{ discoverTopK: null }, 'deferredTools.discoverTopK must be an integer ≥ 0, got null'],
    [{ alwaysLoadedTools: 'discover' }, 'deferredTools.alwaysLoadedTools must be an array of strings, got string'],
    [{ alwaysLoadedTools: ['discover', 7] }, 'deferredTools.alwaysLoadedTools[1] must be a string, got 7'],
    [{ mcpServers: [] }, 'deferredTools.mcpServers must be an object of {"alwaysLoadedTools": [string…]}, got array'],
    [{ mcpServers: { fs: ['read'] } }, 'deferredTools.mcpServers["fs"] must be {"alwaysLoadedTools": [string…]}, got array'],
    [{ mcpServers: { fs: {} } }, 'deferredTools.mcpServers["fs"].alwaysLoadedTools must be an array of strings, got undefined'],
  ])('%j', (deferred, message) => {
    expect(withDeferred(deferred)).toEqual({ problem: message });
  });
  test('a config or deferredTools that is not an object', () => {
    expect(parseDeferredToolsConfig({ config: 3 })).toEqual({ problem: 'setup.config must be an object, got number' });
    expect(withDeferred([])).toEqual({ problem: 'deferredTools must be an object, got array' });
  });
  test('the first problem is reported, in key order', () => {
    expect(withDeferred({ discoverTopK: -2, maxLoadedPerSession: -1 })).toEqual({ problem: 'deferredTools.maxLoadedPerSession must be an integer ≥ 0, got -1' });
  });
  test('a server named like an Object.prototype member is an ordinary name', () => {
    const parsed = withDeferred(JSON.parse('{"mcpServers": {"__proto__": {"alwaysLoadedTools": ["x"]}}}'));
    expect(Object.keys((parsed as { mcpServers: object }).mcpServers)).toEqual(['__proto__']);
  });
});

describe('how strictly a setup is read', () => {
  test('JSON booleans are not integers (CATALOG-016)', () => {
    expect(withDeferred({ maxLoadedPerSession: true })).toEqual({ problem: 'deferredTools.maxLoadedPerSession must be an integer ≥ 0, got true' });
    expect(withDeferred({ discoverTopK: false })).toEqual({ problem: 'deferredTools.discoverTopK must be an integer ≥ 0, got false' });
  });
  test('a config that is not an object is refused (PROTOCOL-006)', () => {
    expect(parseDeferredToolsConfig({ config: 'x' })).toEqual({ problem: 'setup.config must be an object, got string' });
  });
});
