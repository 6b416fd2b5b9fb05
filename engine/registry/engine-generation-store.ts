// The engine's generation store: the reference GenerationStore with an incremental commit. It keeps what
// the last commit prepared per plugin (plugin-parts.ts) and the duplicate checks of the last commits'
// namespaces (kept-duplicates.ts), both owned by the store and bounded by one candidate's size.
import type { GenerationStoreOptions } from '../../reference-impl/registry/generation.js';
import { GenerationStore } from '../../reference-impl/registry/generation.js';
import type { PluginSource } from '../../reference-impl/registry/plugin-source.js';
import type { PluginPart } from '../../reference-impl/registry/prepare-plugin.js';
import type { PrepareRules } from '../../reference-impl/registry/prepare-rules.js';
import { cachedSchemaChecker } from './cached-schema-checker.js';
import { keptDuplicates } from './kept-duplicates.js';
import { PluginParts } from './plugin-parts.js';

export class EngineGenerationStore extends GenerationStore {
  private readonly parts: PluginParts;
  private readonly keptRules: PrepareRules;

  constructor(options: GenerationStoreOptions = {}) {
    // A store made without a checker gets a caching one of its own (a host hands its stores one).
    super({ ...options, schemas: options.schemas ?? cachedSchemaChecker() });
    this.parts = new PluginParts(this.rules, this.schemas);
    this.keptRules = { ...this.rules, duplicates: keptDuplicates(this.rules.duplicates) };
  }

  protected override prepareRules(): PrepareRules {
    return this.keptRules;
  }

  protected override partsOf(plugins: readonly PluginSource[], failAt: string | undefined): PluginPart[] {
    return this.parts.partsOf(plugins, failAt);
  }
}
