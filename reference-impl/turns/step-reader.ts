// How the turns host reads its steps and setup. The reference reads strictly: a step or setup that breaks
// spec/schemas/areas/turns.{steps,setup}.schema.json answers a step error (bad-step, bad-setup) and
// changes nothing, as PROTOCOL-004 and PROTOCOL-006 recommend. A host that reads more leniently still
// conforms to every contract rule (see selftest/variants/turns/no-step-validation.ts), so the
// reading is one replaceable behaviour.
import type { Step, StepResult } from '../../host/protocol.js';
import type { PluginTree } from '../registry/plugin-tree.js';
import { badStep, typeName } from '../step.js';
import { treesOfLoadStep } from '../load-step.js';
import type { RegistryError } from '../registry/registry-error.js';
import type { Answer } from './question-port.js';
import type { Profile, Section } from './section-definition.js';
import { PROFILES, sectionsOfTrees } from './section-definition.js';

/** The fields of a startTurn step, as the host reads them. */
export interface StartTurnFields {
  readonly session: string;
  readonly message: unknown;
  readonly profile: Profile;
  /** null: no port. */
  readonly answers: readonly Answer[] | null;
  /** The turn's origin and policy as the step gives them (TURN-037); absent: none given. */
  readonly origin?: unknown;
  readonly policy?: unknown;
}

/** The fields of a call step besides its turn (read like every other step's, by turnId). */
export interface CallFields {
  readonly tool: string;
  readonly input: unknown;
}

/** The case setup: the prompt budget (undefined = unlimited). */
export interface TurnsSetup {
  readonly budget: number | undefined;
}

export interface TurnStepReader {
  /** The setup, or the step error every step of the case answers (PROTOCOL-006). */
  setup(setup: unknown): TurnsSetup | StepResult;
  trees(step: Step): PluginTree[] | StepResult;
  sections(trees: readonly PluginTree[]): { ok: true; sections: Section[] } | { ok: false; problem: RegistryError };
  startTurn(step: Step): StartTurnFields | StepResult;
  call(step: Step): CallFields | StepResult;
  /** The `turn` field of call, journal, prompt, endTurn and abort. */
  turnId(step: Step): string | StepResult;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (step: Step, field: string): boolean => Object.prototype.hasOwnProperty.call(step, field);
const shown = (v: unknown): string => JSON.stringify(v) ?? typeName(v);

/** A step error carries an `error` object; the fields read are plain values. */
export const isStepResult = (v: unknown): v is StepResult => isPlainObject(v) && isPlainObject(v.error);

/** Whether `value` is an Answer of the step schema. */
export function isAnswer(value: unknown): value is Answer {
  // Object(…) turns null into {} and boxes primitives: neither they nor an array has the keys of an answer.
  const v = Object(value) as Record<string, unknown>;
  const keys = Object.keys(v).sort().join(',');
  if (keys === 'approve') return v.approve === true;
  if (keys === 'deny') return v.deny === true;
  return keys === 'reply,session,subject' && typeof v.reply === 'string' && typeof v.subject === 'string' && typeof v.session === 'string';
}

const badSetup = (message: string): StepResult => ({ error: { code: 'bad-setup', message } });
const isStringList = (v: unknown): boolean => Array.isArray(v) && v.every((p) => typeof p === 'string');

/** The step error of a platformGrants value that breaks platform-grants.schema.json, or undefined. */
function grantsError(grants: unknown): StepResult | undefined {
  if (!isPlainObject(grants)) return badSetup(`setup.platformGrants must be an object, got ${typeName(grants)}`);
  for (const [adapter, senders] of Object.entries(grants)) {
    if (!isPlainObject(senders)) return badSetup(`setup.platformGrants["${adapter}"] must be an object, got ${typeName(senders)}`);
    for (const [sender, perms] of Object.entries(senders)) {
      if (!isStringList(perms)) return badSetup(`setup.platformGrants["${adapter}"]["${sender}"] must be a list of strings`);
    }
  }
  return undefined;
}

/** The reading of the schemas: anything else is refused, naming the field. */
export const strictStepReader: TurnStepReader = {
  setup(setup) {
    if (!isPlainObject(setup)) return badSetup(`setup must be an object, got ${typeName(setup)}`);
    const unknown = Object.keys(setup).filter((k) => k !== 'config' && k !== 'platformGrants');
    if (unknown.length > 0) return badSetup(`setup has unknown field "${unknown[0]}" (known: config, platformGrants)`);
    if (setup.platformGrants !== undefined) {
      const error = grantsError(setup.platformGrants);
      if (error !== undefined) return error;
    }
    // No config, like a config without systemPromptMaxChars, sets no budget: the prompt is unlimited.
    const config = setup.config === undefined ? {} : setup.config;
    if (!isPlainObject(config)) return badSetup(`setup.config must be an object, got ${typeName(config)}`);
    const extra = Object.keys(config).filter((k) => k !== 'systemPromptMaxChars');
    if (extra.length > 0) return badSetup(`setup.config has unknown field "${extra[0]}" (known: systemPromptMaxChars)`);
    const max = config.systemPromptMaxChars;
    // Number.isInteger is false for every non-number.
    if (max !== undefined && !(Number.isInteger(max) && (max as number) >= 0)) return badSetup(`setup.config.systemPromptMaxChars must be an integer ≥ 0, got ${shown(max)}`);
    return { budget: max as number | undefined };
  },

  trees: (step) => treesOfLoadStep(step.trees),
  sections: sectionsOfTrees,

  startTurn(step) {
    if (typeof step.session !== 'string' || step.session === '') return badStep(`step "startTurn": field "session" must be a non-empty string, got ${shown(step.session)}`);
    if (!has(step, 'message') || !(step.message === null || isPlainObject(step.message))) return badStep(`step "startTurn": field "message" must be an object or null, got ${typeName(step.message)}`);
    if (!(PROFILES as readonly unknown[]).includes(step.profile)) return badStep(`step "startTurn": field "profile" must be "interactive" or "scheduled", got ${shown(step.profile)}`);
    const port = step.port;
    // origin and policy are any JSON: only whether the step has them is read.
    const given = { ...(has(step, 'origin') ? { origin: step.origin } : {}), ...(has(step, 'policy') ? { policy: step.policy } : {}) };
    if (port === null) return { session: step.session, message: step.message, profile: step.profile as Profile, answers: null, ...given };
    if (!isPlainObject(port) || !Array.isArray(port.answers)) return badStep(`step "startTurn": field "port" must be null or {"answers": [Answer…]}, got ${typeName(port)}`);
    for (const [i, answer] of port.answers.entries()) {
      if (!isAnswer(answer)) return badStep(`step "startTurn": port.answers[${i}] must be {"approve": true}, {"deny": true} or {"reply": string, "subject": string, "session": string}`);
    }
    return { session: step.session, message: step.message, profile: step.profile as Profile, answers: port.answers as Answer[], ...given };
  },

  call(step) {
    if (typeof step.tool !== 'string') return badStep(`step "call": field "tool" must be a string, got ${typeName(step.tool)}`);
    if (!has(step, 'input')) return badStep('step "call": field "input" is required (any JSON value)');
    return { tool: step.tool, input: step.input };
  },

  turnId(step) {
    return typeof step.turn === 'string' ? step.turn : badStep(`step "${step.op}": field "turn" must be a string, got ${typeName(step.turn)}`);
  },
};
