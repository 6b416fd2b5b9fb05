// Which requirement a wrong permit verdict of a campaign is charged to, as the permits property does it
// (suites/permits/properties.test.ts): a list of several permits is asked permit by permit, and a list
// whose permits are each right alone is AND's fault (PERMIT-006); a single permit's wrong verdict goes to
// the misreading still at large after the checks the host answered right acquit theirs, and after a few
// probes that tell the remaining ones apart (suites/permits/blame.ts). Probes are fixed by the check, so
// the same case is always charged the same way (a replay reproduces its class).
import type { Step } from '../../host/protocol.js';
import { Blame, gatherEvidence } from '../../suites/permits/blame.js';
import { decidePermit, decidePermitList, parsePermit } from '../../suites/permits/model.js';
import type { PlatformGrants } from '../../suites/permits/model.js';
import { permitProbePool } from '../../suites/permits/probe-pool.js';
import type { PermitCheck } from '../../suites/support/ask.js';
import type { Probe } from './subject.js';

export type { PermitCheck };

export const permitStep = (c: PermitCheck): Step => ({ op: 'permit', permits: c.permits, message: c.message });

/** The host's verdicts on these checks, in one probe case (undefined where it gave none). */
export async function askChecks(probe: Probe, grants: PlatformGrants, checks: readonly PermitCheck[]): Promise<(boolean | undefined)[]> {
  if (checks.length === 0) return [];
  const got = await probe({ platformGrants: grants }, checks.map(permitStep));
  return checks.map((_, i) => {
    const allowed = (got?.[i] as { allowed?: unknown } | undefined)?.allowed;
    return typeof allowed === 'boolean' ? allowed : undefined;
  });
}

/** The rule a wrong verdict on `check` is charged to; `agreed` are checks of the same case the host got right. */
export async function chargePermitCheck(check: PermitCheck, grants: PlatformGrants, agreed: readonly PermitCheck[], probe: Probe): Promise<string> {
  const blame = new Blame();
  for (const c of agreed) blame.acquit(decidePermitList(c.permits, c.message, grants).readings);
  if (check.permits.length > 1) {
    const singles = check.permits.map((p) => ({ permits: [p], message: check.message }));
    const got = await askChecks(probe, grants, singles);
    const wrong = singles.findIndex((s, i) => got[i] !== undefined && got[i] !== decidePermit(s.permits[0], s.message, grants).holds);
    if (wrong < 0) return 'PERMIT-006';
    singles.forEach((s, i) => {
      if (i !== wrong && got[i] !== undefined) blame.acquit(decidePermit(s.permits[0], s.message, grants).readings);
    });
    return chargeSingle(singles[wrong]!, grants, blame, probe);
  }
  return chargeSingle(check, grants, blame, probe);
}

/** kind(a,b) as kind(a), kind(b): the items of one permit, each alone (platform's two arguments are no list). */
function itemsAlone(permit: unknown): string[] {
  const parsed = parsePermit(permit);
  if (!parsed.ok || parsed.permit.kind === 'platform' || parsed.permit.items.length < 2) return [];
  return parsed.permit.items.map((item) => `${parsed.permit.kind}(${item})`);
}

async function chargeSingle(check: PermitCheck, grants: PlatformGrants, blame: Blame, probe: Probe): Promise<string> {
  // A permit wrong as a whole whose items are each right alone: the items were not joined by OR.
  const alone = itemsAlone(check.permits[0]).map((p) => ({ permits: [p], message: check.message }));
  if (alone.length > 0) {
    const got = await askChecks(probe, grants, alone);
    const wrong = alone.findIndex((a, i) => got[i] !== undefined && got[i] !== decidePermit(a.permits[0], a.message, grants).holds);
    if (wrong < 0 && got.every((v) => v !== undefined)) return 'PERMIT-005';
    if (wrong >= 0) return chargeSingle(alone[wrong]!, grants, blame, probe);
  }
  const d = decidePermitList(check.permits, check.message, grants);
  // A probe the host did not answer acquits nothing (undefined never equals a verdict).
  await gatherEvidence(blame, d.list ? [] : d.readings, permitProbePool(grants, check), async (checks) => (await askChecks(probe, grants, checks)) as boolean[]);
  return blame.ruleOf(d);
}
