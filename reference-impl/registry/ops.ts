// The step handlers of area "registry": protocol steps in, result objects out. Total: a malformed step
// answers bad-step and a contract failure answers its error code; nothing here throws for any input.
import type { Step, StepResult } from '../../host/protocol.js';
import type { CaseContext, StepHandler } from '../step.js';
import type { Generation } from './generation.js';
import type { GenerationStoreOptions } from './generation.js';
import { GenerationStore } from './generation.js';
import { indexView } from './index-view.js';
import { behaviorProblem } from './behavior.js';
import type { SchemaChecker } from './input-schema.js';
import { createSchemaChecker } from './input-schema.js';
import type { PrepareRules } from './prepare.js';
import { referencePrepareRules } from './prepare.js';
import { checkPluginTree, definitionFromWire } from './plugin-tree.js';
import type { RegistryError } from './registry-error.js';
import type { Disposer } from './seam.js';
import { SeamIntegration } from './seam.js';
import type { ProviderShape } from './provider-steps.js';
import { providerSteps, referenceProviderShape } from './provider-steps.js';
import { badStep, error, typeName } from '../step.js';

/** The behaviours a registry host is made of; a mutant or a variant replaces one. */
export interface RegistryBehaviours {
  readonly rules: PrepareRules;
  readonly createSeam: () => SeamIntegration;
  readonly createStore: (options: GenerationStoreOptions) => GenerationStore;
  /** The generation a call runs in: the pinned one (REGISTRY-017/025). */
  readonly callGeneration: (store: GenerationStore, pin: string) => Generation | RegistryError;
  /** The registry's inputSchema checker: metaschemas at prepare (REGISTRY-029), inputs at call (REGISTRY-005/030). */
  readonly createSchemaChecker: () => SchemaChecker;
  /** The answer of `index` (REGISTRY-026). */
  readonly indexView: typeof indexView;
  /** The shape check of a stage step's tree; a malformed tree is a bad step (PROTOCOL-004). */
  readonly checkTree: typeof checkPluginTree;
  /** The shape checks of a registerProvider step (PROTOCOL-004). */
  readonly providerShape: ProviderShape;
  /** What a step becomes before it is handled, or the answer that replaces it (the reference: the step as sent). */
  readonly normalizeStep: (step: Step) => { step: Step } | { answer: StepResult };
}

export const referenceRegistryBehaviours: RegistryBehaviours = {
  rules: referencePrepareRules,
  createSeam: () => new SeamIntegration(),
  createStore: (options) => new GenerationStore(options),
  callGeneration: (store, pin) => store.generationOfPin(pin),
  createSchemaChecker,
  indexView,
  checkTree: checkPluginTree,
  providerShape: referenceProviderShape,
  normalizeStep: (step) => ({ step }),
};

interface RegistryState {
  readonly store: GenerationStore;
  readonly seam: SeamIntegration;
  readonly disposers: Map<string, Disposer>;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const failed = (e: RegistryError): StepResult => error(e.code, e.message);

/** A field that must be a string (or absent, when optional): the bad-step answer, or undefined. */
function stringField(step: Step, field: string, optional = false): StepResult | undefined {
  const value = step[field];
  if (value === undefined && optional) return undefined;
  return typeof value === 'string' ? undefined : badStep(`step "${step.op}": field "${field}" must be a string, got ${typeName(value)}`);
}

export function createRegistryOps(overrides: Partial<RegistryBehaviours> = {}): Readonly<Record<string, StepHandler>> {
  const b: RegistryBehaviours = { ...referenceRegistryBehaviours, ...overrides };
  // One checker for the registry's cases: it holds the two dialects' metaschemas (loading one costs
  // milliseconds) and nothing a case hands it, so no case can see another through it.
  const schemas = b.createSchemaChecker();
  // One registry per case: the context object is made fresh for every case, so nothing leaks.
  const states = new WeakMap<CaseContext, RegistryState>();
  const stateOf = (context: CaseContext): RegistryState => {
    let state = states.get(context);
    if (state === undefined) {
      state = { store: b.createStore({ rules: b.rules, schemas }), seam: b.createSeam(), disposers: new Map() };
      states.set(context, state);
    }
    return state;
  };

  const stage: StepHandler = (step, context) => {
    const checked = b.checkTree(step.tree);
    if (!checked.ok) return badStep(`step "stage": field "tree" is malformed: ${checked.problem}`);
    stateOf(context).store.stageTree(checked.tree);
    return {};
  };

  const addTool: StepHandler = (step, context) => {
    const plugin = step.plugin ?? [];
    if (!Array.isArray(plugin) || !plugin.every((s) => typeof s === 'string')) return badStep(`step "addTool": field "plugin" must be an array of child plugin names, got ${typeName(plugin)}`);
    const badName = stringField(step, 'name');
    if (badName !== undefined) return badName;
    const tool = step.tool;
    // Its policy fields are test input, checked at prepare; only its behavior must be well-formed now.
    if (!isPlainObject(tool)) return badStep(`step "addTool": field "tool" must be a ToolDefinition object, got ${typeName(tool)}`);
    const problem = tool.behavior === undefined ? undefined : behaviorProblem(tool.behavior);
    if (problem !== undefined) return badStep(`step "addTool": field "tool".behavior ${problem}`);
    stateOf(context).store.addTool({ segments: plugin as string[], name: step.name as string, definition: definitionFromWire(tool) });
    return {};
  };

  const addSkill: StepHandler = (step, context) => {
    const plugin = step.plugin ?? [];
    if (!Array.isArray(plugin) || !plugin.every((s) => typeof s === 'string')) return badStep(`step "addSkill": field "plugin" must be an array of child plugin names, got ${typeName(plugin)}`);
    const badName = stringField(step, 'name');
    if (badName !== undefined) return badName;
    const skill = step.skill;
    if (!isPlainObject(skill) || Object.keys(skill).some((k) => k !== 'description' && k !== 'instructions')) {
      return badStep(`step "addSkill": field "skill" must be an object with "description" and optional "instructions", got ${typeName(skill)}`);
    }
    // Its fields are judged at prepare (REGISTRY-032), as addTool's definition is.
    stateOf(context).store.addSkill({ segments: plugin as string[], name: step.name as string, skill });
    return {};
  };

  const { registerProvider, dispose } = providerSteps(stateOf, b.providerShape);

  const commit: StepHandler = (step, context) => {
    const bad = stringField(step, 'failAt', true);
    if (bad !== undefined) return bad;
    const state = stateOf(context);
    const result = state.store.commit(state.seam.registrations(), step.failAt as string | undefined);
    state.seam.settle(result.ok);
    return result.ok ? { generation: result.generation } : failed(result.problem);
  };

  const index: StepHandler = (step, context) => {
    const bad = stringField(step, 'owner', true);
    if (bad !== undefined) return bad;
    return { ...b.indexView(stateOf(context).store.current, b.rules.visible, step.owner as string | undefined) };
  };

  const pin: StepHandler = (_step, context) => stateOf(context).store.pin();

  const release: StepHandler = (step, context) => {
    const bad = stringField(step, 'pin');
    if (bad !== undefined) return bad;
    stateOf(context).store.release(step.pin as string);
    return {};
  };

  const call: StepHandler = (step, context) => {
    const bad = stringField(step, 'pin') ?? stringField(step, 'tool');
    if (bad !== undefined) return bad;
    if (!Object.prototype.hasOwnProperty.call(step, 'input')) return badStep('step "call": field "input" is required (any JSON value)');
    // The pin is checked before the name: an ended turn runs nothing (REGISTRY-018/024).
    const generation = b.callGeneration(stateOf(context).store, step.pin as string);
    if ('code' in generation) return failed(generation);
    const tool = generation.byName.get(step.tool as string);
    if (tool === undefined) return error('unknown-tool', `generation ${generation.number} has no tool "${String(step.tool)}"`);
    const invalid = schemas.inputProblem(tool.inputSchema, step.input);
    if (invalid !== undefined) return error('invalid-input', `${tool.qualifiedName}: ${invalid}`);
    try {
      // Every tool a step can build runs a wire Behavior (behavior.ts), so its output is JSON already.
      return { output: tool.run(structuredClone(step.input)) };
    } catch (thrown) {
      return error('tool-failed', `${tool.qualifiedName} failed: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    }
  };

  const handlers: Record<string, StepHandler> = { stage, addTool, addSkill, registerProvider, dispose, commit, index, pin, release, call };
  const normalized = (handler: StepHandler): StepHandler => (step, context) => {
    const next = b.normalizeStep(step);
    return 'answer' in next ? next.answer : handler(next.step, context);
  };
  return Object.fromEntries(Object.entries(handlers).map(([op, handler]) => [op, normalized(handler)]));
}
