// Which expectation entries apply to a requirement or a test of this run.
import type { ExpectationEntry } from './entry.js';
import { isRequirementId } from './entry.js';
import { hostVersionMatches } from './host-version.js';

/** Whether the entry's `when` conditions hold for a requirement of `area` on a host announcing `hostVersion`. */
export function conditionsHold(entry: ExpectationEntry, area: string, hostVersion: string): boolean {
  const when = entry.when;
  if (when?.area !== undefined && when.area !== area) return false;
  if (when?.hostVersion !== undefined && !hostVersionMatches(when.hostVersion, hostVersion)) return false;
  return true;
}

/**
 * Whether a case/test entry names this test. Full test names are `<describe> > [IDS] <text>`; a fixture
 * test's text is `<case id>: <description>`, so an entry may give the case id, the text, or the full name.
 */
export function entryMatchesTest(entryId: string, testName: string): boolean {
  if (isRequirementId(entryId)) return false;
  if (testName === entryId) return true;
  const text = TEST_TEXT.exec(testName)?.[1];
  return text !== undefined && (text === entryId || text.startsWith(`${entryId}: `));
}

/** The text after the requirement prefix `[ID,…] `, at the start or after the last describe block. */
const TEST_TEXT = /(?:^| > )\[[A-Z]+-\d{3}(?:,[A-Z]+-\d{3})*\] (.*)$/s;
