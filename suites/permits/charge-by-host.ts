// The permit rule a wrong permit-list verdict breaks, told apart by the host's own answers: its lint and a
// permit nothing can read (fails open, PERMIT-017), each permit of a longer list alone (the first one wrong
// is the list's cause; none wrong is AND's fault, PERMIT-006), then a few near checks that tell the
// misreadings of that permit apart (./blame.ts). A single permit's explicit spellings come before the
// probes: where the law is relative, the host's own answers to the explicit form decide (./normal-form.ts). The permits suite charges its wrong verdicts this way, and
// an access check explained by the host's own permit answer (../access/permit-by-host.ts) is charged the
// same way, so the two name one rule for one bug.
import { askPermits } from '../support/ask.js';
import type { PermitCheck } from '../support/ask.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import { gatherEvidence } from './blame.js';
import type { Blame, Probe } from './blame.js';
import { FAILS_OPEN_RULE, failsOpen } from './fails-open.js';
import { decidePermit, decidePermitList } from './model.js';
import { explicitForm, normalRewrites } from './normal-form.js';
import type { Decision, PlatformGrants } from './model.js';
import { permitProbePool } from './probe-pool.js';

export interface PermitRuleCharge {
  rule: string;
  /** The single permit whose wrong verdict decided the list's, when the list had several. */
  single?: PermitCheck;
  /** The decision the rule was read from (its readings explain the misreading). */
  decision: Decision;
  /** Why, when the host's own answers say it (fails open). */
  evidence?: string;
}

/**
 * The rule the host's wrong answer `got` to `check` (decided as `want`) breaks. `singlesKnown`: the caller
 * already asked each permit of the list alone and got them right, so the list's own rule is the one left.
 */
export async function chargeWrongPermitList(host: HostUnderTest, blame: Blame, check: PermitCheck, grants: PlatformGrants, got: boolean, want: Decision, singlesKnown = false): Promise<PermitRuleCharge> {
  // Allowing what it cannot read: its lint tells a grammar misreading from failing open (./fails-open.ts).
  const open = await failsOpen(host, { ...check, grants }, got, want.holds);
  if (open !== undefined) return { rule: FAILS_OPEN_RULE, decision: want, evidence: open };
  if (want.list && !singlesKnown) {
    const singles = check.permits.map((p) => ({ permits: [p], message: check.message }));
    const answers = await askPermits(host, grants, singles);
    const decisions = singles.map((s) => decidePermit(s.permits[0], s.message, grants));
    decisions.forEach((d, i) => {
      if (answers[i] === d.holds) blame.acquit(d.readings);
    });
    const wrong = decisions.findIndex((d, i) => !d.allowed.includes(answers[i] as boolean));
    if (wrong !== -1) {
      const charge = await chargeWrongPermitList(host, blame, singles[wrong]!, grants, answers[wrong] as boolean, decisions[wrong]!);
      return { ...charge, single: singles[wrong]! };
    }
  }
  if (!want.list) {
    // A relative law: which spelling, if any, decided it (./normal-form.ts).
    const shown = await normalisationShows(host, check, grants, got, want);
    if (shown !== undefined && 'rule' in shown) return { rule: shown.rule, decision: want, evidence: shown.evidence };
    if (shown !== undefined) {
      blame.acquit(want.readings.filter((r) => shown.rules.has(r.rule)));
      const explicit = decidePermitList(shown.form.permits, shown.form.message, grants);
      await gatherEvidence(blame, explicit.list ? [] : explicit.readings, permitProbePool(grants, shown.form), async (probes) => askPermits(host, grants, probes));
      return { rule: blame.ruleOf(explicit), decision: explicit, evidence: shown.evidence };
    }
  }
  await gatherEvidence(blame, want.list ? [] : want.readings, permitProbePool(grants, check), async (probes) => askPermits(host, grants, probes));
  return { rule: blame.ruleOf(want), decision: want };
}

/** What the explicit spellings of a wrongly answered check show: the rule of the one that decided it, or none did. */
export type NormalisationShown = { rule: string; evidence: string } | { form: PermitCheck; rules: ReadonlySet<string>; evidence: string };

export async function normalisationShows(host: HostUnderTest, check: PermitCheck, grants: PlatformGrants, got: boolean, want: Decision): Promise<NormalisationShown | undefined> {
  const rewrites = normalRewrites(check, grants);
  const form = explicitForm(check, grants, rewrites);
  if (rewrites.length === 0 || form === undefined) return undefined;
  const [explicit, ...each] = await askPermits(host, grants, [form, ...rewrites.map((r) => r.check)]);
  const fixed = rewrites.find((_, i) => each[i] === want.holds);
  if (fixed !== undefined) {
    return { rule: fixed.rule, evidence: `the host answers ${want.holds} once ${fixed.what} (${cut(fixed.check)}): that spelling decided its wrong answer` };
  }
  if (explicit !== got) return undefined;
  return {
    form,
    rules: new Set(rewrites.map((r) => r.rule)),
    evidence: `the host answers the explicit form ${cut(form)} the same way (${got}): no spelling (${[...new Set(rewrites.map((r) => r.rule))].join(', ')}) decided it`,
  };
}

const cut = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};
