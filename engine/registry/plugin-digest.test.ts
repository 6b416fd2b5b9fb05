// The digest keys a kept part: plugins that read alike share one, plugins that read differently do not.
import { describe, expect, test } from 'vitest';
import type { PluginTree } from '../../reference-impl/registry/plugin-tree.js';
import { pluginDigestsOf } from './plugin-digest.js';

const plugin = (extra: Partial<PluginTree> = {}): PluginTree => ({ name: 'p', files: { 'tools/a/index.ts': { tool: { description: 'a' } } }, ...extra });

describe('pluginDigestsOf', () => {
  test('one digest per plugin, root first; a copy of a tree digests alike', () => {
    const tree: PluginTree = { name: 'root', files: {}, children: [plugin(), plugin({ name: 'q' })] };
    const digests = pluginDigestsOf(tree);
    expect(digests).toHaveLength(3);
    expect(pluginDigestsOf(structuredClone(tree))).toEqual(digests);
    // The same files under another name (another owner path) are another plugin.
    expect(new Set(digests).size).toBe(3);
  });

  test('every input a plugin reads changes its digest', () => {
    const [base] = pluginDigestsOf(plugin());
    const changed: Array<Partial<PluginTree>> = [
      { files: { 'tools/a/index.ts': { tool: { description: 'b' } } } },
      { files: { 'tools/b/index.ts': { tool: { description: 'a' } } } },
      { setup: { addTools: [{ name: 'x', tool: {} }] } },
      { setup: { throws: 'no' } },
      { config: { k: 1 } },
      { services: { db: 1 } },
    ];
    for (const extra of changed) expect(pluginDigestsOf(plugin(extra))[0]).not.toBe(base);
    expect(pluginDigestsOf(plugin(), ['p'])[0]).not.toBe(base);
  });
});
