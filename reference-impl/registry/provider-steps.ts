// The Seam provider steps (registerProvider, dispose) with the registry's semantics, shared by every area
// whose cases register providers (registry, turns): registered now, committed by the next commit/load.
import type { StepResult } from '../../host/protocol.js';
import type { CaseContext, StepHandler } from '../dispatch.js';
import type { Disposer, SeamIntegration } from './seam.js';
import { DuplicateProviderError } from './seam.js';
import type { PluginTree } from './plugin-tree.js';
import { checkPluginTree } from './plugin-tree.js';
import { checkWireProvider, skillServiceOf, toolServiceOf } from './wire-provider.js';

export interface ProviderState {
  readonly seam: SeamIntegration;
  /** Disposers by the handle answered to the step ("disposer-k" for the k-th registration). */
  readonly disposers: Map<string, Disposer>;
}

export const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
/** A step error: the code is what the protocol carries; the message is free text (protocol §6). */
export const error = (code: string, message: string): StepResult => ({ error: { code, message } });
export const badStep = (message: string): StepResult => error('bad-step', message);

/** The `trees` field of a `load` step (areas turns and catalog), or the bad-step answer. */
export function treesOfLoadStep(trees: unknown): PluginTree[] | StepResult {
  if (!Array.isArray(trees)) return badStep(`step "load": field "trees" must be an array of PluginTree, got ${typeName(trees)}`);
  const checked: PluginTree[] = [];
  for (const [i, tree] of trees.entries()) {
    const one = checkPluginTree(tree);
    if (!one.ok) return badStep(`step "load": trees[${i}] is malformed: ${one.problem}`);
    checked.push(one.tree);
  }
  return checked;
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
    let dispose: Disposer;
    try {
      const scope = step.scope as string;
      dispose = provider.kind === 'tool' ? state.seam.registerToolService(scope, toolServiceOf(provider)) : state.seam.registerSkillService(scope, skillServiceOf(provider));
    } catch (thrown) {
      if (thrown instanceof DuplicateProviderError) return error('duplicate-provider', thrown.message);
      throw thrown;
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
