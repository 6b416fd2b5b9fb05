// Turns a non-ok CaseOutcome into a thrown error whose message starts with the report status,
// so a failed test can be classified (TIMEOUT, CRASH, ERROR, SKIPPED) from its error text alone.
// A protocol error also names the protocol rule it broke, right after the status: the case's own
// contract rule was never decided, so the failure is charged to the protocol requirement.
import type { CaseOutcome } from './connection.js';

/** The rule a protocol outcome breaks when it names none: one answer per run, with its seq and results. */
export const DEFAULT_PROTOCOL_REQUIREMENT = 'PROTOCOL-002';
/** The rule that the host's hello names the areas it implements. */
export const HELLO_REQUIREMENT = 'PROTOCOL-001';

export type OutcomeStatus = 'TIMEOUT' | 'CRASH' | 'ERROR' | 'SKIPPED';

export function statusOfOutcome(outcome: Exclude<CaseOutcome, { kind: 'ok' }>): OutcomeStatus {
  switch (outcome.kind) {
    case 'timeout':
      return 'TIMEOUT';
    case 'crash':
      return 'CRASH';
    case 'skipped':
      return 'SKIPPED';
    case 'errored':
    case 'protocol':
      return 'ERROR';
  }
}

export class CaseOutcomeError extends Error {
  readonly status: OutcomeStatus;
  /** `governing`: the rule a crash, timeout or errored answer breaks, when the caller knows one. */
  constructor(caseId: string, outcome: Exclude<CaseOutcome, { kind: 'ok' }>, governing?: string) {
    const status = statusOfOutcome(outcome);
    const detail = outcome.kind === 'skipped' ? outcome.reason : outcome.message;
    const why =
      outcome.kind === 'skipped'
        ? `host skipped case ${caseId} in an area it claims: ${detail}`
        : outcome.kind === 'errored'
          ? `host reported an error for case ${caseId}: ${detail}`
          : `case ${caseId}: ${detail}`;
    // A case skipped in an area the host's hello claims contradicts that hello (PROTOCOL-001).
    const rule = outcome.kind === 'protocol' ? (outcome.requirement ?? DEFAULT_PROTOCOL_REQUIREMENT) : outcome.kind === 'skipped' ? HELLO_REQUIREMENT : governing;
    const decided = rule === undefined ? '' : `decided by ${rule}: `;
    super(`[${status}] ${decided}${why}`);
    this.name = 'CaseOutcomeError';
    this.status = status;
  }
}

/** Reads the status prefix back from an error message (used by the run reporter). */
export function statusFromErrorMessage(message: string): OutcomeStatus | undefined {
  const m = /^\[(TIMEOUT|CRASH|ERROR|SKIPPED)\] /.exec(message);
  return m ? (m[1] as OutcomeStatus) : undefined;
}
