import { test, expect } from 'vitest';
import { isChildMessage } from './child-protocol.js';

test('only well-formed messages of the child are taken; anything else on the channel is ignored', () => {
  const report = { plugin: 'p', tools: [], skills: [], agents: [], diagnostics: [] };
  for (const good of [{ type: 'loading', file: 'tools/a/index.ts' }, { type: 'preparing' }, { type: 'output', stream: 'stdout', text: 'x' }, { type: 'report', report }, { type: 'failed', message: 'm' }]) {
    expect(isChildMessage(good), JSON.stringify(good)).toBe(true);
  }
  for (const bad of [null, 'loading', { type: 'loading' }, { type: 'output', stream: 'fd3', text: 'x' }, { type: 'report', report: { plugin: 'p' } }, { type: 'verdict', ok: true }]) {
    expect(isChildMessage(bad), JSON.stringify(bad)).toBe(false);
  }
});
