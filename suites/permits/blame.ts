// Which rule a wrong verdict is charged to, using what the host got right. Every check the host answers
// as the spec says acquits the misreadings that would have changed that check's verdict: the host does
// not read the spec that way. A wrong verdict is then charged to the first misreading that changes it and
// is not acquitted (one that a telling check the host got wrong implicates first); if all are acquitted,
// to the first one anyway; if none changes it, to the rule of the
// permit's kind. Where several are still at large, gatherEvidence asks the host a few checks that tell
// them apart. One Blame lives for one property run (its generated cases and their shrinking).
import type { Reading } from './readings.js';
import type { Decision } from './model.js';

export class Blame {
  private readonly acquitted = new Set<string>();
  private readonly implicated = new Set<string>();

  /** The host answered a check right: none of these misreadings is how it reads the spec. */
  acquit(readings: readonly Reading[]): void {
    for (const r of readings) this.acquitted.add(r.key);
  }

  /**
   * The host answered a telling check wrong: of the misreadings still at large, these would have given
   * that answer and the others would not. A wrong verdict is charged to one of them first.
   */
  implicate(readings: readonly Reading[]): void {
    for (const r of readings) if (!this.acquitted.has(r.key)) this.implicated.add(r.key);
  }

  /** Is any of these misreadings not acquitted yet? */
  anyAtLarge(readings: readonly Reading[]): boolean {
    return readings.some((r) => !this.acquitted.has(r.key));
  }

  /** The deciding rule of a wrong verdict, among the misreadings that change it. */
  ruleOf(decision: Decision): string {
    if (decision.list) return decision.list.first ? this.ruleOf(decision.list.first) : decision.fallback;
    const atLarge = decision.readings.filter((r) => !this.acquitted.has(r.key));
    const suspect = atLarge.find((r) => this.implicated.has(r.key)) ?? atLarge[0] ?? decision.readings[0];
    return suspect?.rule ?? decision.fallback;
  }
}

/** A check the host can be asked, with the misreadings that would change the rules' verdict on it. */
export interface Probe<C> {
  check: C;
  want: boolean;
  readings: readonly Reading[];
}

/**
 * Where a wrong verdict has several misreadings still at large, asks the host a few checks that tell them
 * apart (each changed by some of them and not by others), so the answers it gets right acquit the
 * misreadings it does not have. `pool` is a fixed sample of checks; one extra case per call, no more.
 */
export async function gatherEvidence<C>(blame: Blame, suspects: readonly Reading[], pool: readonly Probe<C>[], ask: (checks: C[]) => Promise<boolean[]>): Promise<void> {
  const atLarge = suspects.filter((r) => blame.anyAtLarge([r]));
  if (atLarge.length < 2) return;
  const keys = new Set(atLarge.map((r) => r.key));
  const telling = pool.filter((p) => {
    const flipped = p.readings.filter((r) => keys.has(r.key)).length;
    return flipped > 0 && flipped < keys.size;
  });
  const probes = telling.slice(0, 30);
  if (probes.length === 0) return;
  const got = await ask(probes.map((p) => p.check));
  probes.forEach((p, i) => {
    if (got[i] === p.want) blame.acquit(p.readings);
    else if (typeof got[i] === 'boolean') blame.implicate(p.readings.filter((r) => keys.has(r.key)));
  });
}
