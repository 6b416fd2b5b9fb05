// What a commit keeps for the next one: the part each staged plugin prepared to (prepare-plugin.ts), by
// the plugin's key. A later commit that stages a plugin with the same key takes its part as it is and
// prepares only the plugins that changed; a part depends on nothing else, so the candidate is the same.
// A plugin staged from a tree (sourcesOf) is keyed by its content digest (plugin-digest.ts), any other by itself.
import type { SchemaChecker } from '../../reference-impl/registry/input-schema.js';
import type { PluginSource } from '../../reference-impl/registry/plugin-source.js';
import type { PluginPart } from '../../reference-impl/registry/prepare-plugin.js';
import { preparePlugin } from '../../reference-impl/registry/prepare-plugin.js';
import type { PrepareRules } from '../../reference-impl/registry/prepare-rules.js';
import type { PluginTree } from '../../reference-impl/registry/plugin-tree.js';
import { pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';
import { pluginDigestsOf } from './plugin-digest.js';

export class PluginParts {
  // Only the last commit's parts: what a store keeps is bounded by the size of one candidate.
  private kept = new Map<unknown, PluginPart>();
  // The digest of each source this instance made from a tree; a source is forgotten with its last user.
  private readonly digests = new WeakMap<PluginSource, string>();

  constructor(private readonly rules: PrepareRules, private readonly schemas: SchemaChecker) {}

  /** A tree's plugin sources (pluginSourcesOf), each keyed by its content digest from now on. */
  sourcesOf(tree: PluginTree): PluginSource[] {
    const sources = pluginSourcesOf(tree);
    const digests = pluginDigestsOf(tree);
    for (const [i, source] of sources.entries()) this.digests.set(source, digests[i]!);
    return sources;
  }

  /** A plugin's content digest when this instance made it from a tree (same digest, same part), else the source itself. */
  private keyOf(plugin: PluginSource): unknown {
    return this.digests.get(plugin) ?? plugin;
  }

  /** Each plugin's part, in order: kept from the last commit, or prepared now. */
  partsOf(plugins: readonly PluginSource[], failAt: string | undefined): PluginPart[] {
    // An injected failure is recorded in the part of the capability it names: such a commit prepares
    // every plugin afresh, and what it prepared is not kept.
    if (failAt !== undefined) return plugins.map((plugin) => preparePlugin(plugin, this.rules, this.schemas, failAt));
    const next = new Map<unknown, PluginPart>();
    const parts = plugins.map((plugin) => {
      const key = this.keyOf(plugin);
      const part = next.get(key) ?? this.kept.get(key) ?? preparePlugin(plugin, this.rules, this.schemas, undefined);
      next.set(key, part);
      return part;
    });
    this.kept = next;
    return parts;
  }
}
