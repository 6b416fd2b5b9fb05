// Broken: a boolean where deferredTools wants an integer is read as 0 or 1, as a language whose booleans are integers would (breaks CATALOG-016).
import { mapSetup, withCatalogOps } from './support/catalog-seams.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** deferredTools' integers with every boolean read as 0 or 1, before the reference reads the setup. */
function booleansAsIntegers(setup: unknown): unknown {
  if (!isObject(setup) || !isObject(setup.config) || !isObject(setup.config.deferredTools)) return setup;
  const deferred = { ...setup.config.deferredTools };
  for (const key of ['maxLoadedPerSession', 'discoverTopK']) if (typeof deferred[key] === 'boolean') deferred[key] = Number(deferred[key]);
  return { ...setup, config: { ...setup.config, deferredTools: deferred } };
}

export default withCatalogOps(mapSetup(booleansAsIntegers));
