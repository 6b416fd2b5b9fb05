// The engine's generation store: the reference GenerationStore with the engine's prepare. It keeps what the
// last commit prepared per plugin (plugin-parts.ts) and the lists and permit lints its definitions share
// (interned-definitions.ts), both owned by the store and bounded; it judges duplicates and builds the
// global lookup in one pass (engine-prepare.ts). A tree it stages is keyed by content, so an unchanged plugin
// staged again in a fresh tree keeps its part.
import type { GenerationStoreOptions } from '../../reference-impl/registry/generation.js';
import { GenerationStore } from '../../reference-impl/registry/generation.js';
import { validateDefinition } from '../../reference-impl/registry/definition.js';
import type { PluginSource } from '../../reference-impl/registry/plugin-source.js';
import type { PluginTree } from '../../reference-impl/registry/plugin-tree.js';
import type { CandidateInput, Prepared, PrepareRules } from '../../reference-impl/registry/prepare.js';
import { cachedSchemaChecker } from './cached-schema-checker.js';
import { enginePrepare } from './engine-prepare.js';
import { InternedDefinitions } from './interned-definitions.js';
import { PluginParts } from './plugin-parts.js';

export class EngineGenerationStore extends GenerationStore {
  private readonly parts: PluginParts;
  private readonly engineRules: PrepareRules;

  constructor(options: GenerationStoreOptions = {}) {
    // A store made without a checker gets a caching one of its own (a host hands its stores one).
    super({ ...options, schemas: options.schemas ?? cachedSchemaChecker() });
    // The reference's definition check is replaced by its interning form; any other rule is kept as given.
    const validate = this.rules.validate === validateDefinition ? new InternedDefinitions().validate : this.rules.validate;
    this.engineRules = { ...this.rules, validate };
    this.parts = new PluginParts(this.engineRules, this.schemas);
  }

  /** A tree's plugin sources, keyed by content in this store's kept parts: what stageTree stages. */
  sourcesOf(tree: PluginTree): PluginSource[] {
    return this.parts.sourcesOf(tree);
  }

  override stageTree(tree: PluginTree): void {
    this.stage(this.sourcesOf(tree));
  }

  protected override prepareCandidate(input: CandidateInput): Prepared {
    return enginePrepare(input, this.engineRules, this.schemas, (plugins, failAt) => this.parts.partsOf(plugins, failAt));
  }
}
