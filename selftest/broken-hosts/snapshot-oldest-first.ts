// Broken: the session snapshot lists its loaded tools oldest first (breaks CATALOG-024).
import { withCatalogOps, wrapStep } from './support/catalog-seams.js';

export default withCatalogOps(
  wrapStep('session', (inner) => (step, context) => {
    const answer = inner(step, context);
    return Array.isArray(answer.loaded) ? { ...answer, loaded: [...answer.loaded].reverse() } : answer;
  }),
);
