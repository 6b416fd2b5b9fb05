// Which rule a wrong answer is charged to when several misreadings could explain it. A tool denied
// without a message is admitted by a host that ignores the field as well as by one that admits anything
// without a message; `private(*)` with no $channel is denied by a host without the private default and by
// one that reads `*` literally. Every question the host answers right acquits the misreadings that would
// have got it wrong; a wrong answer goes to the first suspect still at large, else to the rule the model
// names. One Suspects lives for one property run.
import { Blame, gatherEvidence } from '../permits/blame.js';
import { accessRuleOfPermit, FIELD_RULE } from './model.js';
import type { CallableDecision } from './model.js';

/** The misreadings of the message or of a single permit that would change this decision. */
export function readingsOf(decision: CallableDecision) {
  // (A list of several permits is charged by its own rule: ../permits/blame.ts.)
  return decision.viewReadings ?? (decision.permit?.list ? [] : decision.permit?.readings) ?? [];
}

export class Suspects {
  private readonly acquitted = new Set<string>();
  private readonly permits = new Blame();

  /** The host answered this question right. */
  acquit(decision: CallableDecision): void {
    for (const s of decision.suspects) this.acquitted.add(s.key);
    if (decision.permit) this.permits.acquit(decision.permit.readings);
    if (decision.viewReadings) this.permits.acquit(decision.viewReadings);
  }

  /**
   * Asks the host a few checks that tell this decision's misreadings apart (../permits/blame.ts): first
   * those of the message and permits, then the suspects (a field ignored, no message read as anything goes).
   */
  async gather<C>(decision: CallableDecision, pool: readonly { check: C; decision: CallableDecision }[], ask: (checks: C[]) => Promise<boolean[]>): Promise<void> {
    await gatherEvidence(this.permits, readingsOf(decision), pool.map((p) => ({ check: p.check, want: p.decision.callable, readings: readingsOf(p.decision) })), ask);
    const atLarge = new Set(decision.suspects.filter((s) => !this.acquitted.has(s.key)).map((s) => s.key));
    if (atLarge.size < 2) return;
    const telling = pool.filter((p) => {
      const hit = p.decision.suspects.filter((s) => atLarge.has(s.key)).length;
      return hit > 0 && hit < atLarge.size;
    }).slice(0, 30);
    if (telling.length === 0) return;
    const got = await ask(telling.map((p) => p.check));
    telling.forEach((p, i) => {
      if (got[i] === p.decision.callable) this.acquit(p.decision);
    });
  }

  /** What the host's answers so far say of its permit misreadings (a permit rule is charged by it). */
  get permitBlame(): Blame {
    return this.permits;
  }

  ruleOf(decision: CallableDecision): string {
    // A misreading of the message or of a permit that changes this very verdict comes first (the most
    // specific rule), then a field read as no restriction, then the rule the model names.
    const readings = readingsOf(decision);
    const reading = readings.find((r) => this.permits.anyAtLarge([r]));
    if (reading) return decision.permit ? accessRuleOfPermit(reading.rule) : 'ACCESS-010';
    const suspect = decision.suspects.find((s) => !this.acquitted.has(s.key));
    if (suspect) return suspect.rule;
    if (decision.permit) return accessRuleOfPermit(this.permits.ruleOf(decision.permit));
    // The view's misreadings all acquitted: the field's own rule is the one left.
    if (readings.length > 0 && decision.field) return FIELD_RULE[decision.field];
    return decision.rule;
  }
}
