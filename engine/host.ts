// The engine host: the reference's rules with the engine's speed (engine/catalog: indexed turn catalogs,
// compiled permits, kept digests; engine/registry: the incremental commit). It is a host like any other: it passes every suite, and a differential
// campaign (`capkit fuzz <area> --host engine/host.ts`, reference-side the plain host) checks it against
// the plain reference.
import { createReferenceHost, referenceDispatch } from '../reference-impl/host.js';
import { createCatalogOps } from '../reference-impl/catalog/ops.js';
import { createRegistryOps } from '../reference-impl/registry/ops.js';
import { EngineCatalogHost } from './catalog/engine-catalog-host.js';
import { cachedSchemaChecker } from './registry/cached-schema-checker.js';
import { EngineGenerationStore } from './registry/engine-generation-store.js';

export const engineDispatch = {
  ...referenceDispatch,
  registry: createRegistryOps({ createStore: (options) => new EngineGenerationStore(options), createSchemaChecker: () => cachedSchemaChecker() }),
  catalog: createCatalogOps({ createHost: (options) => new EngineCatalogHost(options), createSchemaChecker: () => cachedSchemaChecker() }),
};

export default createReferenceHost({ name: 'capkit-engine', dispatch: engineDispatch });
