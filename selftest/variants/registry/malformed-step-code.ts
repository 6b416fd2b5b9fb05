// Variant: a registry step that breaks its schema answers the step error code "malformed-step", not the
// suggested "bad-step" (PROTOCOL-004 says "e.g. bad-step": any kebab-case code conforms).
import type { StepResult } from '../../../host/protocol.js';
import type { StepHandler } from '../../../reference-impl/step.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createReferenceHost } from '../../../reference-impl/host.js';
import { createRegistryOps } from '../../../reference-impl/registry/ops.js';

const recoded = (handler: StepHandler): StepHandler => (step, context): StepResult => {
  const answer = handler(step, context);
  const error = (answer as { error?: { code: string; message: string } }).error;
  return error?.code === 'bad-step' ? { error: { code: 'malformed-step', message: error.message } } : answer;
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: Object.fromEntries(Object.entries(createRegistryOps()).map(([op, handler]) => [op, recoded(handler)])) },
});
