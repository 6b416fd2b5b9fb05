// Variant: a host that validates nothing beyond what the contract states. A registry step that breaks its
// schema is interpreted where it can be (lenient-steps.ts: an empty scope or provider id is a value, a
// number where a name belongs is its text, paths resolve like a file system's, trees nest at any depth)
// and answered with a step error only where nothing can be read. It departs from PROTOCOL-004 only: every
// contract requirement is decided by schema-valid input, which it reads exactly like the reference.
import type { WireProvider } from '../../../reference-impl/registry/wire-provider.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createReferenceHost } from '../../../reference-impl/host.js';
import { createRegistryOps } from '../../../reference-impl/registry/ops.js';
import type { StepHandler } from '../../../reference-impl/step.js';
import { lenientCheckTree, lenientStep } from './lenient-steps.js';

const ops = createRegistryOps({
  checkTree: lenientCheckTree,
  // lenientStep has already read the provider into its shape; any scope string is an owner (or "global").
  providerShape: { scope: (value) => typeof value === 'string', provider: (value) => ({ ok: true, provider: value as WireProvider }) },
});

/** Each step is read leniently first (lenient-steps.ts), then handled by the reference's op, or answered where nothing can be read. */
const lenient = (handler: StepHandler): StepHandler => (step, context) => {
  const next = lenientStep(step);
  return 'answer' in next ? next.answer : handler(next.step, context);
};

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    registry: Object.fromEntries(Object.entries(ops).map(([op, handler]) => [op, lenient(handler)])),
  },
});
