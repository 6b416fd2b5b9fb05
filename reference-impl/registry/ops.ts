// The step handlers of area "registry": protocol steps in, result objects out. Total: a malformed step
// answers bad-step and a contract failure answers its error code; nothing here throws for any input.
import type { Step, StepResult } from '../../host/protocol.js';
import type { CaseContext, StepHandler } from '../dispatch.js';
import type { Generation } from './generation.js';
import { GenerationStore } from './generation.js';
import { indexView } from './index-view.js';
import { inputProblem } from './input-schema.js';
import type { PrepareRules } from './prepare.js';
import { referencePrepareRules } from './prepare.js';
import { checkPluginTree, definitionFromWire, pluginSourcesOf } from './plugin-tree.js';
import type { RegistryError } from './registry-error.js';
import type { Disposer } from './seam.js';
import { SeamIntegration } from './seam.js';
import { badStep, providerSteps, typeName } from './provider-steps.js';

/** The behaviours a registry host is made of; a mutant replaces one. */
export interface RegistryBehaviours {
  readonly rules: PrepareRules;
  readonly publishBeforeValidating: boolean;
  readonly createSeam: () => SeamIntegration;
  /** The generation a call runs in: the pinned one (REGISTRY-017/025). */
  readonly callGeneration: (store: GenerationStore, pin: string) => Generation | RegistryError;
}

export const referenceRegistryBehaviours: RegistryBehaviours = {
  rules: referencePrepareRules,
  publishBeforeValidating: false,
  createSeam: () => new SeamIntegration(),
  callGeneration: (store, pin) => store.generationOfPin(pin),
};

interface RegistryState {
  readonly store: GenerationStore;
  readonly seam: SeamIntegration;
  readonly disposers: Map<string, Disposer>;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const failed = (e: RegistryError): StepResult => ({ error: { code: e.code, message: e.message } });

/** A field that must be a string (or absent, when optional); answers the bad-step text or undefined. */
function stringField(step: Step, field: string, optional = false): string | undefined {
  const value = step[field];
  if (value === undefined && optional) return undefined;
  return typeof value === 'string' ? undefined : `step "${step.op}": field "${field}" must be a string, got ${typeName(value)}`;
}

/** JSON out: a value execute returned that JSON cannot carry is a tool failure, not a host crash. */
function jsonOutput(value: unknown): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (value === undefined) return { ok: true, value: null };
  if (typeof (value as { then?: unknown } | null)?.then === 'function') return { ok: false, reason: 'execute returned a promise; the reference runs synchronous tools only' };
  try {
    return { ok: true, value: JSON.parse(JSON.stringify(value)) as unknown };
  } catch (error) {
    return { ok: false, reason: `execute returned a value that is not JSON: ${(error as Error).message}` };
  }
}

export function createRegistryOps(overrides: Partial<RegistryBehaviours> = {}): Readonly<Record<string, StepHandler>> {
  const b: RegistryBehaviours = { ...referenceRegistryBehaviours, ...overrides };
  // One registry per case: the context object is made fresh for every case, so nothing leaks.
  const states = new WeakMap<CaseContext, RegistryState>();
  const stateOf = (context: CaseContext): RegistryState => {
    let state = states.get(context);
    if (state === undefined) {
      state = { store: new GenerationStore({ rules: b.rules, publishBeforeValidating: b.publishBeforeValidating }), seam: b.createSeam(), disposers: new Map() };
      states.set(context, state);
    }
    return state;
  };

  const stage: StepHandler = (step, context) => {
    const checked = checkPluginTree(step.tree, 'field "tree"');
    if (!checked.ok) return badStep(`step "stage": ${checked.problem}`);
    stateOf(context).store.stage(pluginSourcesOf(checked.tree));
    return {};
  };

  const addTool: StepHandler = (step, context) => {
    const bad = stringField(step, 'name');
    if (bad !== undefined) return badStep(bad);
    const plugin = step.plugin ?? [];
    if (!Array.isArray(plugin) || !plugin.every((s) => typeof s === 'string')) return badStep(`step "addTool": field "plugin" must be an array of child plugin names, got ${typeName(plugin)}`);
    const checked = checkPluginTree({ name: '', files: {}, setup: { addTools: [{ name: step.name, tool: step.tool }] } }, 'field');
    if (!checked.ok || !isPlainObject(step.tool)) return badStep(`step "addTool": field "tool" must be a ToolDefinition object${checked.ok ? '' : ` (${checked.problem})`}`);
    stateOf(context).store.addTool({ segments: plugin as string[], name: step.name as string, definition: definitionFromWire(step.tool) });
    return {};
  };

  const { registerProvider, dispose } = providerSteps(stateOf);

  const commit: StepHandler = (step, context) => {
    const bad = stringField(step, 'failAt', true);
    if (bad !== undefined) return badStep(bad);
    const state = stateOf(context);
    const result = state.store.commit(state.seam.registrations(), step.failAt as string | undefined);
    return result.ok ? { generation: result.generation } : failed(result.problem);
  };

  const index: StepHandler = (step, context) => {
    const bad = stringField(step, 'owner', true);
    if (bad !== undefined) return badStep(bad);
    return { ...indexView(stateOf(context).store.current, b.rules.visible, step.owner as string | undefined) };
  };

  const pin: StepHandler = (_step, context) => stateOf(context).store.pin();

  const release: StepHandler = (step, context) => {
    const bad = stringField(step, 'pin');
    if (bad !== undefined) return badStep(bad);
    stateOf(context).store.release(step.pin as string);
    return {};
  };

  const call: StepHandler = (step, context) => {
    const bad = stringField(step, 'pin') ?? stringField(step, 'tool');
    if (bad !== undefined) return badStep(bad);
    if (!Object.prototype.hasOwnProperty.call(step, 'input')) return badStep('step "call": field "input" is required (any JSON value)');
    // The pin is checked before the name: an ended turn runs nothing (REGISTRY-018/024).
    const generation = b.callGeneration(stateOf(context).store, step.pin as string);
    if ('code' in generation) return failed(generation);
    const tool = generation.byName.get(step.tool as string);
    if (tool === undefined) return { error: { code: 'unknown-tool', message: `generation ${generation.number} has no tool "${String(step.tool)}"` } };
    const invalid = inputProblem(tool.inputSchema, step.input);
    if (invalid !== undefined) return { error: { code: 'invalid-input', message: `${tool.qualifiedName}: ${invalid}` } };
    let output: unknown;
    try {
      output = tool.run(structuredClone(step.input));
    } catch (error) {
      return { error: { code: 'tool-failed', message: `${tool.qualifiedName} failed: ${error instanceof Error ? error.message : String(error)}` } };
    }
    const json = jsonOutput(output);
    return json.ok ? { output: json.value } : { error: { code: 'tool-failed', message: `${tool.qualifiedName}: ${json.reason}` } };
  };

  return { stage, addTool, registerProvider, dispose, commit, index, pin, release, call };
}
