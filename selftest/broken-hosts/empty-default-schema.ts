// Broken: a tool without an input schema is sent with {} instead of {"type": "object"} (breaks CATALOG-021).
import { isDeepStrictEqual } from 'node:util';
import { FRAMEWORK_NAMES } from '../../reference-impl/catalog/framework-tools.js';
import { rewriteToolsList, withCatalogOps } from './support/catalog-seams.js';

/** Plugin tools whose schema is the default object schema are sent with {} (framework tools keep theirs). */
export default withCatalogOps(
  rewriteToolsList((_channel, list) => list.map((t) => (!FRAMEWORK_NAMES.has(t.name) && isDeepStrictEqual(t.input_schema, { type: 'object' }) ? { ...t, input_schema: {} } : t))),
);
