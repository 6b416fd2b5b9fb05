// Variant: when a candidate has several problems, commit answers the last one it found rather than the first
// (spec/registry.md "When a candidate has several problems" leaves the choice open).
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createReferenceHost } from '../../../reference-impl/host.js';
import { GenerationStore } from '../../../reference-impl/registry/generation.js';
import { createRegistryOps } from '../../../reference-impl/registry/ops.js';
import type { Problem } from '../../../reference-impl/registry/registry-error.js';

class LastProblemStore extends GenerationStore {
  protected override reportedProblem(problems: readonly Problem[]): Problem | undefined {
    return problems.at(-1);
  }
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createStore: (options) => new LastProblemStore(options) }) },
});
