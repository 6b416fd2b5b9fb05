// The restart budget of a stdio connection, and what became of the cases once it is spent. Each restart
// remembers why it was needed, so a run that ends because of protocol errors says so (ERROR, charged to
// the protocol) instead of turning every later case into a CRASH the host never had.
import type { CaseOutcome } from './connection.js';

/** Why a restart was needed: the failed case's outcome kind, or a restart that itself did not start. */
export type RestartCause = 'protocol' | 'timeout' | 'crash' | 'start';

const WORDS: Record<RestartCause, [string, string]> = {
  protocol: ['protocol error', 'protocol errors'],
  timeout: ['timeout', 'timeouts'],
  crash: ['crash', 'crashes'],
  start: ['failed restart', 'failed restarts'],
};

export class RestartBudget {
  /** Why each restart was asked for, the refused one included (so a budget of 0 still knows the cause). */
  private readonly causes: RestartCause[] = [];

  constructor(readonly size: number) {}

  /** Restarts taken so far. */
  get used(): number {
    return Math.min(this.causes.length, this.size);
  }

  /** Asks for a restart because of `cause`: true if one is left (and taken), false once the budget is spent. */
  take(cause: RestartCause): boolean {
    this.causes.push(cause);
    return this.causes.length <= this.size;
  }

  /** The outcome of every case once the budget is spent: ERROR when only protocol errors spent it, else CRASH. */
  exhaustedOutcome(lastFailure: string): Exclude<CaseOutcome, { kind: 'ok' }> {
    const counts = new Map<RestartCause, number>();
    for (const c of this.causes) counts.set(c, (counts.get(c) ?? 0) + 1);
    const why = [...counts].map(([c, n]) => `${n} ${WORDS[c][n === 1 ? 0 : 1]}`).join(', ');
    const head = `restart budget exhausted after ${this.used} restart${this.used === 1 ? '' : 's'}`;
    if (this.causes.length > 0 && this.causes.every((c) => c === 'protocol')) {
      return { kind: 'protocol', message: `${head}, all spent on protocol errors (the host's answers broke the protocol; it did not crash); last failure: ${lastFailure}` };
    }
    return { kind: 'crash', message: `${head} (${why || 'none'}); last failure: ${lastFailure}` };
  }
}
