// The step handlers of area "turns". A case is one host: one generation store, one Seam, one approval
// memory, and the turns started in it. Total: a malformed step answers bad-step, a contract failure
// its error code; nothing here throws for any input.
import type { Step, StepResult } from '../../host/protocol.js';
import type { CaseContext, StepHandler } from '../dispatch.js';
import type { Generation } from '../registry/generation.js';
import { GenerationStore } from '../registry/generation.js';
import { pluginSourcesOf } from '../registry/plugin-tree.js';
import type { RegistryError } from '../registry/registry-error.js';
import type { Disposer } from '../registry/seam.js';
import { SeamIntegration } from '../registry/seam.js';
import { badStep, providerSteps, treesOfLoadStep, typeName } from '../registry/provider-steps.js';
import { ApprovalMemory } from './approval.js';
import { ASK_USER, askUserTool } from './ask-user.js';
import { Journal } from './journal.js';
import type { PipelineEnv, Stage } from './pipeline.js';
import { referenceStages, runCall } from './pipeline.js';
import type { Packer } from './prompt-sections.js';
import { assemblePrompt, packSections } from './prompt-sections.js';
import type { Answer, ReplyMatcher } from './question-port.js';
import { answerProblem, matchesAddress, QuestionPort } from './question-port.js';
import type { Profile, Section } from './section-definition.js';
import { PROFILES, sectionsOfTrees } from './section-definition.js';
import type { Turn } from './turn-state.js';
import { TurnTable } from './turn-state.js';

/** The behaviours a turns host is made of; a mutant replaces one. */
export interface TurnBehaviours {
  readonly stages: readonly Stage[];
  readonly replyMatches: ReplyMatcher;
  readonly pack: Packer;
  /** The generation a turn's calls run in: the pinned one (TURN-016). */
  readonly callGeneration: (store: GenerationStore, pin: string) => Generation | RegistryError;
}

export const referenceTurnBehaviours: TurnBehaviours = {
  stages: referenceStages,
  replyMatches: matchesAddress,
  pack: packSections,
  callGeneration: (store, pin) => store.generationOfPin(pin),
};

interface TurnsState {
  readonly store: GenerationStore;
  readonly seam: SeamIntegration;
  readonly disposers: Map<string, Disposer>;
  /** Sections per published generation (generation 0 and failed loads have none). */
  readonly sections: Map<number, readonly Section[]>;
  readonly turns: TurnTable;
  readonly memory: ApprovalMemory;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const failed = (e: RegistryError): StepResult => ({ error: { code: e.code, message: e.message } });
const has = (step: Step, field: string): boolean => Object.prototype.hasOwnProperty.call(step, field);

/** systemPromptMaxChars from the case setup: undefined = unlimited, a string = why it is invalid. */
export function promptBudgetOf(setup: unknown): number | undefined | { problem: string } {
  const config = isPlainObject(setup) ? setup.config : undefined;
  if (config === undefined) return undefined;
  if (!isPlainObject(config)) return { problem: `setup.config must be an object, got ${typeName(config)}` };
  const max = config.systemPromptMaxChars;
  if (max === undefined) return undefined;
  if (typeof max === 'number' && Number.isInteger(max) && max >= 0) return max;
  return { problem: `setup.config.systemPromptMaxChars must be an integer ≥ 0, got ${JSON.stringify(max) ?? typeName(max)}` };
}

/** The (required) port field of startTurn: null = none, else {"answers": [Answer…]}; a string is the bad-step text. */
function portOf(value: unknown): Answer[] | null | string {
  if (value === null) return null;
  // Stryker disable next-line StringLiteral: only the wording of a bad-step message
  if (!isPlainObject(value) || !Array.isArray(value.answers)) return `step "startTurn": field "port" must be null or {"answers": [Answer…]}, got ${typeName(value)}`;
  for (const [i, answer] of value.answers.entries()) {
    const problem = answerProblem(answer);
    // Stryker disable next-line StringLiteral: only the wording of a bad-step message
    if (problem !== undefined) return `step "startTurn": port.answers[${i}] ${problem}`;
  }
  return value.answers as Answer[];
}

export function createTurnOps(overrides: Partial<TurnBehaviours> = {}): Readonly<Record<string, StepHandler>> {
  const b: TurnBehaviours = { ...referenceTurnBehaviours, ...overrides };
  const states = new WeakMap<CaseContext, TurnsState>();
  const stateOf = (context: CaseContext): TurnsState => {
    let state = states.get(context);
    if (state === undefined) {
      state = { store: new GenerationStore(), seam: new SeamIntegration(), disposers: new Map(), sections: new Map(), turns: new TurnTable(), memory: new ApprovalMemory() };
      states.set(context, state);
    }
    return state;
  };
  /** The turn a step names, or the step result to answer instead. */
  const turnOf = (step: Step, context: CaseContext): Turn | StepResult => {
    if (typeof step.turn !== 'string') return badStep(`step "${step.op}": field "turn" must be a string, got ${typeName(step.turn)}`);
    const turn = stateOf(context).turns.get(step.turn);
    // Stryker disable next-line StringLiteral: free text of a step error; suites compare codes only
    const message = `step "${step.op}": no turn "${step.turn}" was started in this case`;
    return turn ?? { error: { code: 'unknown-turn', message } };
  };
  const isTurn = (value: Turn | StepResult): value is Turn => 'journal' in value;

  const load: StepHandler = (step, context) => {
    const trees = treesOfLoadStep(step.trees);
    if (!Array.isArray(trees)) return trees;
    // Sections are checked before anything is staged, so a bad section publishes nothing either.
    const found = sectionsOfTrees(trees);
    if (!found.ok) return failed(found.problem);
    const state = stateOf(context);
    for (const tree of trees) state.store.stage(pluginSourcesOf(tree));
    const result = state.store.commit(state.seam.registrations());
    if (!result.ok) return failed(result.problem);
    state.sections.set(result.generation, found.sections);
    return { generation: result.generation };
  };

  const startTurn: StepHandler = (step, context) => {
    if (typeof step.session !== 'string' || step.session === '') return badStep(`step "startTurn": field "session" must be a non-empty string, got ${JSON.stringify(step.session) ?? typeName(step.session)}`);
    if (!has(step, 'message') || !(step.message === null || isPlainObject(step.message))) return badStep(`step "startTurn": field "message" must be an object or null, got ${typeName(step.message)}`);
    if (!(PROFILES as readonly unknown[]).includes(step.profile)) return badStep(`step "startTurn": field "profile" must be "interactive" or "scheduled", got ${JSON.stringify(step.profile) ?? typeName(step.profile)}`);
    const answers = portOf(step.port);
    if (typeof answers === 'string') return badStep(answers);
    const budget = promptBudgetOf(context.setup);
    if (typeof budget === 'object') return badStep(`step "startTurn": ${budget.problem}`);
    const state = stateOf(context);
    const profile = step.profile as Profile;
    const view = context.semantics.normalizeMessage(step.message);
    const prompt = assemblePrompt(state.sections.get(state.store.current.number) ?? [], profile, view?.adapter, budget, b.pack);
    if (!prompt.ok) {
      // Stryker disable next-line StringLiteral: free text of a step error; suites compare codes only
      const message = `the required prompt sections need ${prompt.needed} characters, but systemPromptMaxChars is ${prompt.budget}`;
      return { error: { code: 'prompt-budget-exceeded', message } };
    }
    const { pin, generation } = state.store.pin();
    // A scheduled turn is unattended: it never gets a port, whatever the step says.
    const port = profile === 'scheduled' || answers === null ? undefined : new QuestionPort(answers);
    const turn = state.turns.start({ session: step.session, view, profile, port, pin, generation, prompt: prompt.view, journal: new Journal() });
    return { turn: turn.id, generation };
  };

  const call: StepHandler = (step, context) => {
    const turn = turnOf(step, context);
    if (!isTurn(turn)) return turn;
    if (typeof step.tool !== 'string') return badStep(`step "call": field "tool" must be a string, got ${typeName(step.tool)}`);
    if (!has(step, 'input')) return badStep('step "call": field "input" is required (any JSON value)');
    const state = stateOf(context);
    const env: PipelineEnv = {
      resolve: (t, name) => {
        const generation = b.callGeneration(state.store, t.pin);
        // Stryker disable next-line ConditionalExpression,StringLiteral: a turn that is not ended still holds its pin (see runCall)
        if ('code' in generation) return 'ended';
        if (name === ASK_USER && t.port !== undefined) return askUserTool(t.port, { session: t.session, subject: t.view?.senderId }, b.replyMatches);
        return generation.byName.get(name);
      },
      admits: (tool, view) => context.semantics.observeAccess(tool, view, context.grants).callable,
      memory: state.memory,
      stages: b.stages,
    };
    return { ...runCall(turn, step.tool, step.input, env) };
  };

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
    stateOf(context).turns.end(turn);
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

  return { load, startTurn, call, journal, prompt, endTurn, abort, registerProvider, dispose };
}
