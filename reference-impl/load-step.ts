// The `trees` field of a `load` step, read alike by every area that loads plugins (turns, catalog).
import type { StepResult } from '../host/protocol.js';
import type { PluginTree } from './registry/plugin-tree.js';
import { checkPluginTree } from './registry/plugin-tree.js';
import { badStep, typeName } from './step.js';

/** The checked trees of a `load` step, or the bad-step answer. */
export function treesOfLoadStep(trees: unknown): PluginTree[] | StepResult {
  if (!Array.isArray(trees)) return badStep(`step "load": field "trees" must be an array of PluginTree, got ${typeName(trees)}`);
  const checked: PluginTree[] = [];
  for (const [i, tree] of trees.entries()) {
    const one = checkPluginTree(tree);
    if (!one.ok) return badStep(`step "load": trees[${i}] is malformed: ${one.problem}`);
    checked.push(one.tree);
  }
  return checked;
}
