// Test names carry their requirement IDs up front: the run reporter reads them with
// /^\[([A-Z]+-\d{3})(,[A-Z]+-\d{3})*\] / to map every result back to the spec.

const REQUIREMENT_ID = /^[A-Z]+-\d{3}$/;

/** `req(['PERMIT-005'], 'commas mean OR')` → `[PERMIT-005] commas mean OR`. */
export function req(ids: readonly string[], text: string): string {
  if (ids.length === 0) throw new Error(`req: no requirement ID given for test "${text}"`);
  for (const id of ids) {
    if (!REQUIREMENT_ID.test(id)) {
      throw new Error(`req: "${id}" is not a requirement ID (expected e.g. PERMIT-005) in test "${text}"`);
    }
  }
  if (text.trim() === '') throw new Error(`req: empty test text for [${ids.join(',')}]`);
  return `[${ids.join(',')}] ${text}`;
}
