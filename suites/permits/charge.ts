// A wrong verdict, charged to the rule that decided it (one bug, one red requirement), in the wording of
// every other mismatch of the kit (suites/support/ask.ts), plus why that rule decided.
import type { Decision } from './model.js';
import { ruleFailure } from '../support/decided-by.js';
import { mismatch } from '../support/ask.js';

/** The mismatch of check `index`, charged to `rule`; `decision` (when given) says which misreading made it. */
export function wrongVerdict(index: number, check: unknown, got: unknown, want: unknown, rule: string, decision?: Decision, evidence?: string): Error {
  const base = mismatch(index, check, got, want, rule).message.replace(/^decided by [A-Z]+-\d{3}: /, '');
  const reading = decision?.readings.find((r) => r.rule === rule);
  const why = evidence !== undefined ? ` (${evidence})` : reading === undefined ? '' : ` (a host that reads it as "${reading.key.replace(/^[A-Z]+-\d{3} /, '')}" answers ${JSON.stringify(got)})`;
  // Invisible and non-ASCII characters (a no-break space, U+3000) shown as escapes, so the text shows them.
  const visible = `${base}${why}`.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return ruleFailure(rule, visible);
}
