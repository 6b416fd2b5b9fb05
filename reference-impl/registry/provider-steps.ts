// The Seam provider steps (registerProvider, dispose) with the registry's semantics, shared by every area
// whose cases register providers (registry, turns): registered now, committed by the next commit/load.
import type { CaseContext, StepHandler } from '../step.js';
import { badStep, error, typeName } from '../step.js';
import type { Disposer, SeamIntegration } from './seam.js';
import type { DuplicateProviderError } from './seam.js';
import { checkWireProvider, skillServiceOf, toolServiceOf } from './wire-provider.js';

export interface ProviderState {
  readonly seam: SeamIntegration;
  /** Disposers by the handle answered to the step ("disposer-k" for the k-th registration). */
  readonly disposers: Map<string, Disposer>;
}

/** The shape checks of a registerProvider step (the schema's; a variant may check less). */
export interface ProviderShape {
  readonly scope: (value: unknown) => boolean;
  readonly provider: typeof checkWireProvider;
}

export const referenceProviderShape: ProviderShape = {
  scope: (value) => typeof value === 'string' && value !== '',
  provider: checkWireProvider,
};

export function providerSteps(
  stateOf: (context: CaseContext) => ProviderState,
  shape: ProviderShape = referenceProviderShape,
): { registerProvider: StepHandler; dispose: StepHandler } {
  const registerProvider: StepHandler = (step, context) => {
    if (!shape.scope(step.scope)) return badStep(`step "registerProvider": field "scope" must be "global" or an owner string, got ${typeName(step.scope)}`);
    const checked = shape.provider(step.provider);
    if (!checked.ok) return badStep(`step "registerProvider": ${checked.problem}`);
    const state = stateOf(context);
    const provider = checked.provider;
    const scope = step.scope as string;
    const register = provider.kind === 'tool'
      ? () => state.seam.registerToolService(scope, toolServiceOf(provider))
      : () => state.seam.registerSkillService(scope, skillServiceOf(provider));
    let dispose: Disposer;
    try {
      dispose = register();
    } catch (duplicate) {
      // Registering throws only a DuplicateProviderError (seam.ts).
      return error('duplicate-provider', (duplicate as DuplicateProviderError).message);
    }
    const disposer = `disposer-${state.disposers.size + 1}`;
    state.disposers.set(disposer, dispose);
    return { disposer };
  };

  const dispose: StepHandler = (step, context) => {
    if (typeof step.disposer !== 'string') return badStep(`step "dispose": field "disposer" must be a string, got ${typeName(step.disposer)}`);
    const disposer = stateOf(context).disposers.get(step.disposer);
    if (disposer === undefined) return error('unknown-disposer', `no provider registration answered disposer "${step.disposer}"`);
    disposer();
    return {};
  };

  return { registerProvider, dispose };
}
