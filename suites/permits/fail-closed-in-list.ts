// "A malformed permit anywhere in a list denies" (PERMIT-017) is relative to how the host reads a list: a
// host that reads a list as OR allows [malformed, holding] because the holding permit is enough, not because
// it fails open on the malformed one. Its own answers tell: the same list with each malformed permit replaced
// by a well-formed permit that fails on this message, which the host denies alone, is allowed too. Then the
// list's AND decided it (PERMIT-006), not fail-closed.
import { askPermits } from '../support/ask.js';
import type { PermitCheck } from '../support/ask.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import { decidePermit, decidePermitList, isWellFormed } from './model.js';
import type { PlatformGrants } from './model.js';

export const LIST_RULE = 'PERMIT-006';

/** A well-formed permit that holds for no message of the kit's generators (no sender is named so). */
const FAILING = 'user(capkit-nobody)';

/** PERMIT-006's evidence when the host allowed `check` (a list holding a malformed permit) for the list's sake. */
export async function listReadAsOr(host: HostUnderTest, check: PermitCheck, grants: PlatformGrants): Promise<string | undefined> {
  if (check.permits.length < 2 || check.permits.every(isWellFormed) || decidePermit(FAILING, check.message, grants).holds) return undefined;
  const permits = check.permits.map((p) => (isWellFormed(p) ? p : FAILING));
  // The substituted list must fail by the rules too (the failing permit does), else it tells nothing.
  if (decidePermitList(permits, check.message, grants).holds) return undefined;
  try {
    const [alone, list] = await askPermits(host, grants, [{ permits: [FAILING], message: check.message }, { permits, message: check.message }]);
    if (alone !== false || list !== true) return undefined;
  } catch {
    return undefined;
  }
  return `the host denies ${JSON.stringify([FAILING])} alone but allows ${JSON.stringify(permits).slice(0, 200)}, the same list with it in place of the malformed permit: it reads the list as OR, whatever the malformed permit`;
}
