// The engine's catalog host: the reference CatalogHost whose turns read an index of their generation
// (catalog-index.ts) instead of the plain rule, keep their catalog while their working set is unchanged,
// and answer digests from a bounded cache; its generations commit incrementally (engine/registry). Every cache is this host's own: a host lives for one case.
import type { CatalogHostOptions } from '../../reference-impl/catalog/catalog-host.js';
import { CatalogHost } from '../../reference-impl/catalog/catalog-host.js';
import type { TurnSetup } from '../../reference-impl/catalog/controller.js';
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import type { CatalogIndex, TurnCatalogView } from '../../reference-impl/catalog/generation-catalog.js';
import type { ToolsDigest } from '../../reference-impl/catalog/channel/tools-digest.js';
import type { TurnCatalog } from '../../reference-impl/catalog/types.js';
import { WorkingSet } from '../../reference-impl/catalog/working-set.js';
import type { Generation, GenerationStore } from '../../reference-impl/registry/generation.js';
import type { SchemaChecker } from '../../reference-impl/registry/input-schema.js';
import { EngineGenerationStore } from '../registry/engine-generation-store.js';
import { buildCatalogIndex } from './catalog-index.js';
import { DigestCache } from './digest-cache.js';
import { IndexMemory } from './index-layout.js';

/** A working set that counts the changes to what it holds: a new loaded name or a new active skill. */
class CountedWorkingSet extends WorkingSet {
  version = 0;

  override stamp(name: string, stamp: number, max: number): string[] {
    // A re-stamp keeps the set's names, and the trim after it removes nothing (the set was at most max).
    if (!this.loaded.has(name)) this.version += 1;
    return super.stamp(name, stamp, max);
  }

  override activate(skill: string): void {
    if (!this.skills.has(skill)) this.version += 1;
    super.activate(skill);
  }
}

/** A turn that rebuilds its catalog only after a load or activation changed its working set. */
class CachingTurn extends CatalogTurn {
  private cached: { readonly view: TurnCatalogView; readonly version: number } | undefined;

  override catalog(): TurnCatalogView {
    const version = (this.working as CountedWorkingSet).version;
    if (this.cached === undefined || this.cached.version !== version) this.cached = { view: super.catalog(), version };
    return this.cached.view;
  }
}

export class EngineCatalogHost extends CatalogHost {
  /** One index per generation, built at its commit; a retired generation's index goes with it. */
  private readonly indexes = new WeakMap<Generation, CatalogIndex>();
  private readonly digests = new DigestCache();
  /** The entries its indexes derived per prepared tool, and the last index's layout (a recommit that moved no entry takes it over). */
  private readonly memory = new IndexMemory();
  /** Each generation's lookups by owners with providers of their own, so an owner's turns share one index. */
  private readonly ownerLookups = new WeakMap<Generation, Map<string, Generation>>();

  constructor(options: CatalogHostOptions) {
    super(options);
  }

  override indexOf(generation: Generation): CatalogIndex {
    let index = this.indexes.get(generation);
    if (index === undefined) this.indexes.set(generation, (index = buildCatalogIndex(generation, this.config, this.semantics, this.frameworkTools, this.memory)));
    return index;
  }

  protected override ownerGenerationOf(generation: Generation, owner: string): Generation {
    let byOwner = this.ownerLookups.get(generation);
    if (byOwner === undefined) this.ownerLookups.set(generation, (byOwner = new Map()));
    let lookup = byOwner.get(owner);
    if (lookup === undefined) byOwner.set(owner, (lookup = super.ownerGenerationOf(generation, owner)));
    return lookup;
  }

  override digestOf(channel: string, catalog: TurnCatalog, entries: () => readonly unknown[]): ToolsDigest {
    return this.digests.digestOf(channel, catalog, entries);
  }

  protected override createStore(schemas: SchemaChecker | undefined): GenerationStore {
    return new EngineGenerationStore({ schemas });
  }

  protected override workingSetOf(session: string): WorkingSet {
    return new CountedWorkingSet(this.snapshot(session));
  }

  protected override createTurn(setup: TurnSetup): CatalogTurn {
    return new CachingTurn(setup);
  }
}
