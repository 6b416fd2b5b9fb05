import { describe, test, expect } from 'vitest';
import type { PluginTree } from '../registry/plugin-tree.js';
import { checkSection, sectionsOfTrees } from './section-definition.js';

const def = { title: 'T', content: 'C', order: 1, retention: 'preferred' };
const file = (section: unknown) => ({ section: section as Record<string, unknown> });

describe('section definitions', () => {
  test('defaults: no maxChars, all profiles, all platforms', () => {
    expect(checkSection(def, 'x', 'src')).toEqual({ id: 'x', source: 'src', title: 'T', content: 'C', layer: undefined, order: 1, retention: 'preferred', maxChars: undefined, profiles: [], platforms: [] });
  });
  test.each([
    ['title', { ...def, title: 1 }],
    ['content', { ...def, content: null }],
    ['order', { ...def, order: '1' }],
    ['order', { ...def, order: Number.NaN }],
    ['retention', { ...def, retention: 'optional' }],
    ['maxChars', { ...def, maxChars: -1 }],
    ['maxChars', { ...def, maxChars: 1.5 }],
    ['profiles', { ...def, profiles: ['batch'] }],
    ['platforms', { ...def, platforms: 'qq' }],
    ['layer', { ...def, layer: 3 }],
  ])('a bad %s is invalid-definition naming the source and field', (field, value) => {
    expect(checkSection(value, 'x', 'p/prompt-sections/x/index.ts')).toEqual({ code: 'invalid-definition', message: expect.stringMatching(new RegExp(`^p/prompt-sections/x/index\\.ts: .*"${field}"`)) });
  });
});

describe('sections of trees', () => {
  const tree: PluginTree = {
    name: 'root',
    files: { 'prompt-sections/intro/index.ts': file(def), 'prompt-sections/intro/notes.ts': { module: true }, 'tools/intro/index.ts': { tool: { description: 'd' } } },
    children: [{ name: 'kid', files: { 'prompt-sections/intro/index.ts': file({ ...def, order: 2 }) } }],
  };
  test('identity is the plugin path and name joined by "__"', () => {
    const found = sectionsOfTrees([tree]);
    expect(found.ok && found.sections.map((s) => [s.id, s.source])).toEqual([['intro', 'prompt-sections/intro/index.ts'], ['kid__intro', 'kid/prompt-sections/intro/index.ts']]);
  });
  test('an invalid name and a duplicate identity are errors', () => {
    expect(sectionsOfTrees([{ name: 'r', files: { 'prompt-sections/Bad/index.ts': file(def) } }])).toEqual({ ok: false, problem: { code: 'invalid-name', message: expect.stringContaining('prompt-sections/Bad/index.ts') } });
    expect(sectionsOfTrees([tree, tree])).toEqual({ ok: false, problem: { code: 'duplicate-name', message: expect.stringContaining('"intro"') } });
  });
});
