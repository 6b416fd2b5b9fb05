// Which rule a wrong admission is charged to when several misreadings could explain it (a tool denied
// without a message is admitted by a host that ignores the field as well as by one that admits anything
// without a message). Every question the host answers right acquits the misreadings that would have got
// it wrong; a wrong answer goes to the first suspect still at large, else to the rule the model names.
// One Suspects lives for one property run.
import type { CallableDecision } from './model.js';

export class Suspects {
  private readonly acquitted = new Set<string>();

  acquit(decision: CallableDecision): void {
    for (const s of decision.suspects) this.acquitted.add(s.key);
  }

  ruleOf(decision: CallableDecision): string {
    return decision.suspects.find((s) => !this.acquitted.has(s.key))?.rule ?? decision.rule;
  }
}
