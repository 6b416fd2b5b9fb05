// A step and what answers it: the shapes every area's ops share, below all of them. The dispatcher
// (dispatch.ts) routes a step to its area's handler; the host (host.ts) assembles the table.
import type { Step, StepResult } from '../host/protocol.js';
import type { PlatformGrants } from './permits/platform-grants.js';
import type { HostSemantics } from './semantics.js';

/** Per-case state, made fresh for every case. */
export interface CaseContext {
  readonly semantics: HostSemantics;
  readonly grants: PlatformGrants;
  /** The case's setup as sent (areas with configuration, e.g. turns, read it; every area checks its schema). */
  readonly setup: unknown;
}

export type StepHandler = (step: Step, context: CaseContext) => StepResult;
export type DispatchTable = Readonly<Record<string, Readonly<Record<string, StepHandler>>>>;

export const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
/** A step error: the code is what the protocol carries; the message is free text (protocol §6). */
export const error = (code: string, message: string): StepResult => ({ error: { code, message } });
export const badStep = (message: string): StepResult => error('bad-step', message);
