// The simulator's scenario format: a story of turns told in moves, with the hand-written expectations
// that are its oracle. Schema: spec/schemas/scenario.schema.json (load-scenario.ts validates against it).
import type { Message } from '../host/protocol.js';

/** A plugin tree exactly as area registry/turns carries it; the host validates its details. */
export type PluginTree = Record<string, unknown>;

/** A scripted answer of a turn's question/approval port. */
export type Answer = { approve: true } | { deny: true } | { reply: string; subject: string; session: string };

export type Outcome = 'result' | 'failed' | 'denied' | 'cancelled';
export type Stage = 'generation' | 'permission' | 'approval' | 'unknown';

export interface CallExpectation {
  outcome: Outcome;
  stage?: Stage;
  asked?: boolean;
  /** The exact output (deep equality); only meaningful with outcome result. */
  output?: unknown;
}

export interface CallMove {
  call: string;
  input: unknown;
  expect?: CallExpectation;
  /** The requirement (one of the scenario's) whose rule decides `expect`; absent: the scenario's first. */
  requirement?: string;
}

export type ReloadExpectation = { generation: number } | { error: { code: string } };

export interface ReloadMove {
  reload: PluginTree[];
  expect?: ReloadExpectation;
  /** The requirement (one of the scenario's) whose rule decides `expect`; absent: the scenario's first. */
  requirement?: string;
}

export interface AbortMove {
  abort: true;
}

export type Move = CallMove | ReloadMove | AbortMove;

export interface JournalEntry {
  type: 'tool_call' | 'tool_result' | 'tool_failed' | 'tool_denied' | 'tool_cancelled';
  tool: string;
  stage?: string;
}

export interface ScenarioTurn {
  session: string;
  message: Message | null;
  profile: 'interactive' | 'scheduled';
  port: null | { answers: Answer[] };
  moves: Move[];
  /** Section ids in presented order. */
  expectPrompt?: string[];
  /** The turn must not start: startTurn answers this error code. */
  expectStartError?: string;
  expectJournal?: JournalEntry[];
  /** Calls made with the turn's id after endTurn (refused, stage generation: TURN-016). */
  afterEnd?: CallMove[];
  /** The requirement deciding each turn-level expectation, by field name; absent: the scenario's first. */
  decidedBy?: Partial<Record<TurnExpectationField, string>>;
}

/** The turn-level expectations a `decidedBy` entry may name. */
export type TurnExpectationField = 'expectStartError' | 'expectPrompt' | 'expectJournal';

export interface ProviderRegistration {
  scope: string;
  provider: Record<string, unknown>;
}

export interface Scenario {
  name: string;
  description: string;
  requirements: string[];
  setup: Record<string, unknown>;
  plugins: PluginTree[];
  providers?: ProviderRegistration[];
  turns: ScenarioTurn[];
}

export const isCallMove = (move: Move): move is CallMove => 'call' in move;
export const isReloadMove = (move: Move): move is ReloadMove => 'reload' in move;
export const isAbortMove = (move: Move): move is AbortMove => 'abort' in move;
