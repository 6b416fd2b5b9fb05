// What the engine keys a kept plugin part by (plugin-parts.ts): a digest of everything a staged plugin reads,
// its segments, every file's content, its setup, its config and services. Two plugins with one digest read
// the same, so the part prepared for one serves the other.
import { createHash } from 'node:crypto';
import type { PluginTree } from '../../reference-impl/registry/plugin-tree.js';

/** The digest of each plugin of a tree, in pluginSourcesOf's order: the root first, then its children depth-first. */
export function pluginDigestsOf(tree: PluginTree, segments: readonly string[] = []): string[] {
  const hash = createHash('sha256').update(JSON.stringify(segments));
  for (const [path, content] of Object.entries(tree.files)) hash.update(`\0${JSON.stringify(path)}${JSON.stringify(content)}`);
  hash.update(`\0${JSON.stringify(tree.setup ?? null)}`);
  // Config and services too: a plugin given another config is another plugin to prepare (TURN-036).
  hash.update(`\0${JSON.stringify([tree.config ?? null, tree.services ?? null])}`);
  const children = (tree.children ?? []).flatMap((child) => pluginDigestsOf(child, [...segments, child.name]));
  return [hash.digest('base64'), ...children];
}
