// An optional feature (hello `features`, spec/protocol.md §2) is never required: a test of a feature the
// host does not declare skips itself with a note of this form, and the run reads that note as "does not
// apply" (NOT_APPLICABLE), never as a test that should have run.
import type { TestContext } from 'vitest';

const PREFIX = 'host does not declare the feature ';

/** The skip note of a test of `feature` against a host whose hello does not declare it. */
export function undeclaredFeatureNote(feature: string, why: string): string {
  return `${PREFIX}${feature} (${why})`;
}

/** Skips the running test: the host does not declare `feature`, so nothing of it applies. */
export function skipUndeclaredFeature(ctx: Pick<TestContext, 'skip'>, feature: string, why: string): never {
  ctx.skip(undeclaredFeatureNote(feature, why));
  throw new Error('unreachable: ctx.skip throws');
}

/** The feature a skip note says the host does not declare, if it is such a note. */
export function undeclaredFeatureOf(note: string | undefined): string | undefined {
  if (note === undefined || !note.startsWith(PREFIX)) return undefined;
  return note.slice(PREFIX.length).split(' ')[0];
}
