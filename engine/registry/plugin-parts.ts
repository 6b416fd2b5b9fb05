// What a commit keeps for the next one: the part each staged plugin prepared to (prepare-plugin.ts), by
// the plugin's key. A later commit that stages a plugin with the same key takes its part as it is and
// prepares only the plugins that changed; a part depends on nothing else, so the candidate is the same.
import type { SchemaChecker } from '../../reference-impl/registry/input-schema.js';
import type { PluginSource } from '../../reference-impl/registry/plugin-source.js';
import type { PluginPart } from '../../reference-impl/registry/prepare-plugin.js';
import { preparePlugin } from '../../reference-impl/registry/prepare-plugin.js';
import type { PrepareRules } from '../../reference-impl/registry/prepare-rules.js';

/** A plugin's content digest when its source has one (same digest, same part), else the source itself. */
const keyOf = (plugin: PluginSource): unknown => plugin.digest ?? plugin;

export class PluginParts {
  // Only the last commit's parts: what a store keeps is bounded by the size of one candidate.
  private kept = new Map<unknown, PluginPart>();

  constructor(private readonly rules: PrepareRules, private readonly schemas: SchemaChecker) {}

  /** Each plugin's part, in order: kept from the last commit, or prepared now. */
  partsOf(plugins: readonly PluginSource[], failAt: string | undefined): PluginPart[] {
    // An injected failure is recorded in the part of the capability it names: such a commit prepares
    // every plugin afresh, and what it prepared is not kept.
    if (failAt !== undefined) return plugins.map((plugin) => preparePlugin(plugin, this.rules, this.schemas, failAt));
    const next = new Map<unknown, PluginPart>();
    const parts = plugins.map((plugin) => {
      const key = keyOf(plugin);
      const part = next.get(key) ?? this.kept.get(key) ?? preparePlugin(plugin, this.rules, this.schemas, undefined);
      next.set(key, part);
      return part;
    });
    this.kept = next;
    return parts;
  }
}
