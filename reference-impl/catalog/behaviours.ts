// The rules and choices a catalog host is made of. The reference follows every rule of spec/catalog.md; a
// mutant (selftest/broken-hosts/) breaks exactly one rule by switching one flag off, and a variant
// (selftest/variants/catalog/) takes another choice the spec leaves open (framework tool wording,
// the discover ranking, step validation beyond the contract, free message texts).
import type { SearchEntry } from './discover.js';
import { discoverIn } from './discover.js';
import type { FrameworkTools } from './framework-tools.js';
import { REFERENCE_FRAMEWORK_TOOLS } from './framework-tools.js';
import type { DiscoverResult } from './types.js';

/** Ranks and cuts the entries a discover searches (CATALOG-007/008 are the host's to keep). */
export type DiscoverRanking = (entries: Iterable<SearchEntry>, query: string, topK: number) => DiscoverResult[];

export interface CatalogBehaviours {
  /** A use of a loaded tool re-stamps it, so eviction is least recently loaded-OR-used (CATALOG-014). */
  readonly stampOnUse: boolean;
  /** Always-loaded tools never enter the loaded set, so they never count nor get evicted (CATALOG-015). */
  readonly alwaysLoadedExempt: boolean;
  /** discover searches only the turn's catalog and visible skills (CATALOG-007). */
  readonly discoverInCatalog: boolean;
  /** discover with mcpServer answers only that server's tools (CATALOG-010). */
  readonly discoverByServer: boolean;
  /** A sub-agent's working set is dropped at its end (CATALOG-018). */
  readonly dropSubAgentLoads: boolean;
  /** Each top-level turn works on its own copy of the session's state (CATALOG-017). */
  readonly isolateConcurrentTurns: boolean;
  /** A turn's catalog is built from the generation it pinned, not the current one (CATALOG-023). */
  readonly catalogFromPin: boolean;
  /** load_tool answers one not-found message whatever the reason (CATALOG-011). */
  readonly uniformNotFound: boolean;
  /** An mcpServers entry replaces the global always-loaded list for its server's tools (CATALOG-006). */
  readonly mcpServerEntries: boolean;
  /** ask_user is a framework tool of attended turns only (CATALOG-025). */
  readonly askUserOnlyAttended: boolean;
  /** JSON booleans are not integers in deferredTools (CATALOG-016). */
  readonly booleansAreNotIntegers: boolean;
  /** The session snapshot lists the most recently loaded-or-used tool first (CATALOG-024). */
  readonly snapshotMostRecentFirst: boolean;
  /** The generic channel sends the exposed tools only (CATALOG-020). */
  readonly genericExposedOnly: boolean;
  /** The anthropic channel marks the unexposed tools defer_loading (CATALOG-019). */
  readonly deferUnexposed: boolean;
  /** A tool without an input schema is sent with {"type": "object"} (CATALOG-021). */
  readonly defaultObjectSchema: boolean;
  /** The digest form answers for the turn's exposed set as it is now, not the first one its catalog met (CATALOG-028). */
  readonly digestPerExposedSet: boolean;
  /** Steps and setups that break the published schemas answer bad-step (PROTOCOL-004/006, SHOULD). */
  readonly validateSteps: boolean;
  /** The host-defined descriptions and input schemas of the framework tools. */
  readonly frameworkTools: FrameworkTools;
  /** The discover ranking (CATALOG-009 recommends the reference's). */
  readonly rank: DiscoverRanking;
}

export const referenceCatalogBehaviours: CatalogBehaviours = Object.freeze({
  stampOnUse: true,
  alwaysLoadedExempt: true,
  discoverInCatalog: true,
  discoverByServer: true,
  dropSubAgentLoads: true,
  isolateConcurrentTurns: true,
  catalogFromPin: true,
  uniformNotFound: true,
  mcpServerEntries: true,
  askUserOnlyAttended: true,
  booleansAreNotIntegers: true,
  snapshotMostRecentFirst: true,
  genericExposedOnly: true,
  deferUnexposed: true,
  defaultObjectSchema: true,
  digestPerExposedSet: true,
  validateSteps: true,
  frameworkTools: REFERENCE_FRAMEWORK_TOOLS,
  rank: discoverIn,
});

export const catalogBehaviours = (overrides: Partial<CatalogBehaviours> = {}): CatalogBehaviours => ({ ...referenceCatalogBehaviours, ...overrides });
