// Broken: commit publishes what prepared before it looks at the problems, so a failed commit still changes the index (breaks REGISTRY-015, REGISTRY-016).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import type { CommitResult } from '../../reference-impl/registry/generation.js';
import { GenerationStore } from '../../reference-impl/registry/generation.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import type { Problem } from '../../reference-impl/registry/registry-error.js';
import type { Registration } from '../../reference-impl/registry/seam.js';

/** Reports no problem to the reference's commit (so it publishes), then answers the problem it held back. */
export class PublishesBeforeValidating extends GenerationStore {
  private held: Problem | undefined;

  protected override reportedProblem(problems: readonly Problem[]): Problem | undefined {
    this.held = super.reportedProblem(problems);
    return undefined;
  }

  override commit(registrations: readonly Registration[], failAt?: string): CommitResult {
    this.held = undefined;
    const result = super.commit(registrations, failAt);
    return this.held === undefined ? result : { ok: false, problem: this.held };
  }
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createStore: (options) => new PublishesBeforeValidating(options) }) },
});
