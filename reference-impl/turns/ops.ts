// The step handlers of area "turns". A case is one host: one generation store, one Seam, one approval
// memory, and the turns started in it. Total: a malformed step answers bad-step, a malformed setup
// bad-setup on every step, a contract failure its error code; nothing here throws for any input.
import type { Step, StepResult } from '../../host/protocol.js';
import type { MessageView } from '../access/message-view.js';
import type { CaseContext, StepHandler } from '../step.js';
import type { Generation } from '../registry/generation.js';
import { GenerationStore } from '../registry/generation.js';
import { createSchemaChecker } from '../registry/input-schema.js';
import type { PluginTree } from '../registry/plugin-tree.js';
import type { RegistryError } from '../registry/registry-error.js';
import type { TurnExecution } from '../registry/definition.js';
import type { Disposer } from '../registry/seam.js';
import { SeamIntegration } from '../registry/seam.js';
import { providerSteps } from '../registry/provider-steps.js';
import { ApprovalMemory } from './approval.js';
import type { ReplyMatcher } from './ask-user.js';
import { ASK_USER, askUserOfTurn, matchesAddress } from './ask-user.js';
import { turnExecution } from './execution-context.js';
import { Journal } from './journal.js';
import type { CallableTool, PipelineEnv, Stage } from './pipeline.js';
import { referenceInvalidInputText, referenceStages, runCall } from './pipeline.js';
import type { Measure, Packer } from './prompt-sections.js';
import { assemblePrompt, packSections, utf16Units } from './prompt-sections.js';
import { QuestionPort } from './question-port.js';
import type { Section } from './section-definition.js';
import type { TurnStepReader, TurnsSetup } from './step-reader.js';
import { isStepResult, strictStepReader } from './step-reader.js';
import type { Turn, TurnStatus } from './turn-state.js';
import { TurnTable } from './turn-state.js';

/** The behaviours a turns host is made of; a mutant or a variant replaces one. */
export interface TurnBehaviours {
  readonly stages: readonly Stage[];
  readonly replyMatches: ReplyMatcher;
  readonly pack: Packer;
  /** How prompt lengths are counted and contents cut (UTF-16 code units). */
  readonly measure: Measure;
  /** The generation a turn's calls run in: the pinned one (TURN-016). */
  readonly callGeneration: (store: GenerationStore, pin: string) => Generation | RegistryError;
  /** The permission stage's access check against the turn's message (area access, TURN-002). */
  readonly admits: (tool: CallableTool, view: MessageView | null, context: CaseContext) => boolean;
  /** A turn's status after endTurn: ended, whatever came before (TURN-028). */
  readonly statusAfterEnd: (before: TurnStatus) => TurnStatus;
  /** The error text of invalid input (free wording). */
  readonly invalidInputText: (qualifiedName: string, problem: string) => string;
  /** How steps and setup are read (strict: the schemas). */
  readonly reader: TurnStepReader;
  /** What a turn hands a tool it runs, besides the tool's own owner and generation (TURN-033…035). */
  readonly execution: (turn: Turn, matches: ReplyMatcher) => TurnExecution;
}

export const referenceTurnBehaviours: TurnBehaviours = {
  stages: referenceStages,
  replyMatches: matchesAddress,
  pack: packSections,
  measure: utf16Units,
  callGeneration: (store, pin) => store.generationOfPin(pin),
  admits: (tool, view, context) => context.semantics.observeAccess(tool, view, context.grants).callable,
  statusAfterEnd: () => 'ended',
  invalidInputText: referenceInvalidInputText,
  reader: strictStepReader,
  execution: turnExecution,
};

interface TurnsState {
  readonly setup: TurnsSetup | StepResult;
  readonly store: GenerationStore;
  readonly seam: SeamIntegration;
  readonly disposers: Map<string, Disposer>;
  /** Sections per published generation (generation 0 and failed loads have none). */
  readonly sections: Map<number, readonly Section[]>;
  readonly turns: TurnTable;
  readonly memory: ApprovalMemory;
}

/** What a reader read, handed on; or the step error it answered instead, answered as it is. */
function unlessError<T, R>(read: T | StepResult, then: (fields: T) => R): R | StepResult {
  return isStepResult(read) ? read : then(read as T);
}

const failed = (e: RegistryError): StepResult => ({ error: { code: e.code, message: e.message } });

export function createTurnOps(overrides: Partial<TurnBehaviours> = {}): Readonly<Record<string, StepHandler>> {
  const b: TurnBehaviours = { ...referenceTurnBehaviours, ...overrides };
  // One checker for the host's cases: it keeps the metaschemas it loaded and nothing a case hands it.
  const schemas = createSchemaChecker();
  const states = new WeakMap<CaseContext, TurnsState>();
  const stateOf = (context: CaseContext): TurnsState => {
    let state = states.get(context);
    if (state === undefined) {
      const setup = b.reader.setup(context.setup);
      state = { setup, store: new GenerationStore({ schemas }), seam: new SeamIntegration(), disposers: new Map(), sections: new Map(), turns: new TurnTable(), memory: new ApprovalMemory() };
      states.set(context, state);
    }
    return state;
  };
  /** The turn a step names, or the step result to answer instead. */
  const turnOf = (step: Step, context: CaseContext): Turn | StepResult =>
    unlessError(b.reader.turnId(step), (id) => stateOf(context).turns.get(id) ?? { error: { code: 'unknown-turn', message: `step "${step.op}": no turn "${id}" was started in this case` } });
  const isTurn = (value: Turn | StepResult): value is Turn => 'journal' in value;

  /** Stages every tree and commits them as one generation. */
  const commitTrees = (state: TurnsState, trees: readonly PluginTree[]) => {
    for (const tree of trees) state.store.stageTree(tree);
    return state.store.commit(state.seam.registrations());
  };

  const load: StepHandler = (step, context) => {
    const trees = b.reader.trees(step);
    if (!Array.isArray(trees)) return trees;
    const state = stateOf(context);
    // Sections are checked before anything is staged, so a bad section fails the load like a bad tool.
    const found = b.reader.sections(trees);
    const result = found.ok ? { ...commitTrees(state, trees), sections: found.sections } : found;
    // A load that fails publishes nothing, and the providers registered for it roll back (REGISTRY-031).
    state.seam.settle(result.ok);
    if (!result.ok) return failed(result.problem);
    state.sections.set(result.generation, result.sections);
    return { generation: result.generation };
  };

  const startTurn: StepHandler = (step, context) =>
    unlessError(b.reader.startTurn(step), (fields) => {
      const state = stateOf(context);
      const { budget } = state.setup as TurnsSetup;
      const view = context.semantics.normalizeMessage(fields.message);
      // The sections of the generation current at start, the one the turn pins: a later load changes nothing (TURN-025).
      const prompt = assemblePrompt(state.sections.get(state.store.current.number) ?? [], fields.profile, view?.adapter, budget, b.pack, b.measure);
      if (prompt === undefined) return { error: { code: 'prompt-budget-exceeded', message: `the required prompt sections do not fit in systemPromptMaxChars (${budget})` } };
      const { pin, generation } = state.store.pin();
      // A scheduled turn is unattended: it never gets a port, whatever the step says.
      const port = fields.profile === 'scheduled' || fields.answers === null ? undefined : new QuestionPort(fields.answers);
      // A copy of what the step gave: a later change to the step's objects changes nothing (TURN-037).
      const given = { origin: structuredClone(fields.origin), policy: structuredClone(fields.policy) };
      const turn = state.turns.start({ session: fields.session, view, profile: fields.profile, port, pin, generation, prompt, journal: new Journal(), ...given });
      return { turn: turn.id, generation };
    });

  // A malformed call is refused as such before its turn is looked up.
  const call: StepHandler = (step, context) =>
    unlessError(b.reader.call(step), (fields) => {
      const turn = turnOf(step, context);
      if (!isTurn(turn)) return turn;
      const state = stateOf(context);
      const env: PipelineEnv = {
        // A turn that is not ended still holds its pin, so its generation is there: every tool it holds,
        // Seam tools too, is called through the one pipeline (TURN-016, TURN-026).
        resolve: (t, name) => (name === ASK_USER ? askUserOfTurn(t, b.replyMatches) : undefined) ?? (b.callGeneration(state.store, t.pin) as Generation).byName.get(name),
        admits: (tool, view) => b.admits(tool, view, context),
        memory: state.memory,
        stages: b.stages,
        schemas,
        invalidInputText: b.invalidInputText,
        execution: (t) => b.execution(t, b.replyMatches),
      };
      return { ...runCall(turn, fields.tool, fields.input, env) };
    });

  const journal: StepHandler = (step, context) => {
    const turn = turnOf(step, context);
    return isTurn(turn) ? { entries: turn.journal.entries() } : turn;
  };

  const prompt: StepHandler = (step, context) => {
    const turn = turnOf(step, context);
    return isTurn(turn) ? { sections: turn.prompt.sections.map((s) => ({ ...s })), totalChars: turn.prompt.totalChars } : turn;
  };

  const endTurn: StepHandler = (step, context) => {
    const turn = turnOf(step, context);
    if (!isTurn(turn)) return turn;
    // Releasing a pin twice is a no-op, so ending an ended turn again needs no check.
    stateOf(context).turns.end(turn, b.statusAfterEnd);
    stateOf(context).store.release(turn.pin);
    return {};
  };

  const abort: StepHandler = (step, context) => {
    const turn = turnOf(step, context);
    if (!isTurn(turn)) return turn;
    stateOf(context).turns.abort(turn);
    return {};
  };

  const { registerProvider, dispose } = providerSteps(stateOf);
  const handlers: Record<string, StepHandler> = { load, startTurn, call, journal, prompt, endTurn, abort, registerProvider, dispose };

  // A setup the host cannot read answers every step with its step error, and no step runs (PROTOCOL-006).
  return Object.fromEntries(
    Object.entries(handlers).map(([op, handler]): [string, StepHandler] => [
      op,
      (step, context) => {
        const { setup } = stateOf(context);
        return isStepResult(setup) ? { error: { ...(setup.error as object) } } : handler(step, context);
      },
    ]),
  );
}
