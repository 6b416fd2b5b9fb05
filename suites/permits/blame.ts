// Which rule a wrong verdict is charged to, using what the host got right. Every check the host answers
// as the spec says acquits the misreadings that would have changed that check's verdict: the host does
// not read the spec that way. A wrong verdict is then charged to the first misreading that changes it and
// is not acquitted; if all are acquitted, to the first one anyway; if none changes it, to the rule of the
// permit's kind. One Blame lives for one property run (its generated cases and their shrinking).
import type { Reading } from './readings.js';
import type { Decision } from './model.js';

export class Blame {
  private readonly acquitted = new Set<string>();

  /** The host answered a check right: none of these misreadings is how it reads the spec. */
  acquit(readings: readonly Reading[]): void {
    for (const r of readings) this.acquitted.add(r.key);
  }

  /** Is any of these misreadings not acquitted yet? */
  anyAtLarge(readings: readonly Reading[]): boolean {
    return readings.some((r) => !this.acquitted.has(r.key));
  }

  /** The deciding rule of a wrong verdict, among the misreadings that change it. */
  ruleOf(decision: Decision): string {
    if (decision.list) return decision.list.first ? this.ruleOf(decision.list.first) : decision.fallback;
    const suspect = decision.readings.find((r) => !this.acquitted.has(r.key)) ?? decision.readings[0];
    return suspect?.rule ?? decision.fallback;
  }
}
