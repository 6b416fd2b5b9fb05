// Broken: the digest form of `tools` is kept per catalog and channel only (breaks CATALOG-028): after a
// load_tool changes what is exposed it still answers the digest of the old list.
import type { CaseContext, StepHandler } from '../../reference-impl/step.js';
import { withCatalogOps, wrapStep } from './support/catalog-seams.js';

/** The first digest a case computed for a catalog (all its tools) and channel answers every later one. */
const keptDigests = (inner: StepHandler): StepHandler => {
  const kept = new WeakMap<CaseContext, Map<string, ReturnType<StepHandler>>>();
  return (step, context) => {
    const answer = inner(step, context);
    if (step.form !== 'digest' || 'error' in answer) return answer;
    // The catalog is every tool the turn may see, whatever is exposed: the anthropic list without its marks.
    const listed = inner({ ...step, channel: 'anthropic', form: 'full' }, context).tools as { name: string }[];
    const key = JSON.stringify([step.channel, listed.map((t) => t.name)]);
    let digests = kept.get(context);
    if (digests === undefined) kept.set(context, (digests = new Map()));
    if (!digests.has(key)) digests.set(key, answer);
    return digests.get(key)!;
  };
};

export default withCatalogOps(wrapStep('tools', keptDigests));
