import { describe, test, expect } from 'vitest';
import { GenerationStore } from './generation.js';
import { indexView } from './index-view.js';
import { pluginSourcesOf } from './plugin-tree.js';
import { SeamIntegration, visibleRegistrations } from './seam.js';

describe('indexView (REGISTRY-026)', () => {
  const store = new GenerationStore();
  const seam = new SeamIntegration();
  seam.registerToolService('global', { id: 'g', schema: () => [{ name: 'from-global', description: 'd' }], execute: () => ({ success: true, output: null }) });
  seam.registerToolService('reviewer', { id: 'g', schema: () => [{ name: 'from-scoped', description: 'd' }], execute: () => ({ success: true, output: null }) });
  const files = Object.fromEntries(['ab', 'a_b', 'a-b', 'B'.toLowerCase()].map((n) => [`tools/${n}/index.ts`, { tool: { description: 'd', hidden: n === 'ab' } }]));
  store.stage(pluginSourcesOf({ name: 'r', files: { ...files, 'skills/z/SKILL.md': { text: '' }, 'skills/c/SKILL.md': { text: '' } } }));
  store.commit(seam.registrations());

  test('sorted by code unit: a-b < a_b < ab < b, hidden tools included', () => {
    const view = indexView(store.current, visibleRegistrations);
    expect(view.tools.map((t) => t.qualifiedName)).toEqual(['a-b', 'a_b', 'ab', 'b', 'from-global']);
    expect(view.tools.find((t) => t.qualifiedName === 'ab')?.hidden).toBe(true);
    expect(view.skills.map((s) => s.qualifiedName)).toEqual(['c', 'z']);
  });
  test('Seam tools look like regular ones: owner [], source seam:<id>, defaults filled', () => {
    const view = indexView(store.current, visibleRegistrations);
    expect(view.tools.at(-1)).toEqual({
      qualifiedName: 'from-global', name: 'from-global', ownerPath: [], source: 'seam:g', hidden: false,
      requiresApproval: 'on-risk', platforms: [], scopes: [], permissions: [], inputSchema: { type: 'object' },
    });
  });
  test('an owner view swaps in its scoped provider', () => {
    expect(indexView(store.current, visibleRegistrations, 'reviewer').tools.map((t) => t.qualifiedName)).toContain('from-scoped');
    expect(indexView(store.current, visibleRegistrations, 'reviewer').tools.map((t) => t.qualifiedName)).not.toContain('from-global');
  });
  test('the view is a copy: changing it does not change the generation', () => {
    const view = indexView(store.current, visibleRegistrations);
    view.tools[0]!.inputSchema.type = 'string';
    view.tools[0]!.platforms.push('qq');
    expect(indexView(store.current, visibleRegistrations).tools[0]).toMatchObject({ inputSchema: { type: 'object' }, platforms: [] });
  });
});
