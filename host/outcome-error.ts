// Turns a non-ok CaseOutcome into a thrown error whose message starts with the report status,
// so a failed test can be classified (TIMEOUT, CRASH, ERROR, SKIPPED) from its error text alone.
import type { CaseOutcome } from './connection.js';

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
  constructor(caseId: string, outcome: Exclude<CaseOutcome, { kind: 'ok' }>) {
    const status = statusOfOutcome(outcome);
    const detail = outcome.kind === 'skipped' ? outcome.reason : outcome.message;
    const why =
      outcome.kind === 'skipped'
        ? `host skipped case ${caseId} in an area it claims: ${detail}`
        : outcome.kind === 'errored'
          ? `host reported an error for case ${caseId}: ${detail}`
          : `case ${caseId}: ${detail}`;
    super(`[${status}] ${why}`);
    this.name = 'CaseOutcomeError';
    this.status = status;
  }
}

/** Reads the status prefix back from an error message (used by the run reporter). */
export function statusFromErrorMessage(message: string): OutcomeStatus | undefined {
  const m = /^\[(TIMEOUT|CRASH|ERROR|SKIPPED)\] /.exec(message);
  return m ? (m[1] as OutcomeStatus) : undefined;
}
