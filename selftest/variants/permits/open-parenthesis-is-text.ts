// Variant: zhin.js's reading of "(" inside a permit (both of its permit parsers): everything between the
// kind's "(" and the final ")" but ")" is item text, so group(a(b) has the one item "a(b" and holds for
// the group "a(b"; lint reads it the same way. A ")" inside is malformed as everywhere. Departs from
// PERMIT-032 (a SHOULD) and so from PERMIT-020's lint of those permits.
import { createReferenceHost } from '../../../reference-impl/host.js';
import type { PermitAst } from '../../../reference-impl/permits/ast.js';
import { evaluatePermit, evaluatePermitList } from '../../../reference-impl/permits/evaluate.js';
import { lintPermit } from '../../../reference-impl/permits/lint.js';
import { parsePermit } from '../../../reference-impl/permits/parse.js';

// A character no schema-valid permit of the suites holds: "(" stands in for it while the reference parses.
const STAND_IN = '\uE000';
const SHAPE = /^([a-z]+)\(([^)]*)\)$/;

/** The permit with each "(" inside its items replaced by the stand-in, or undefined when it has none. */
function withStandIns(permit: unknown): string | undefined {
  if (typeof permit !== 'string') return undefined;
  const match = SHAPE.exec(permit);
  if (match === null || !match[2]!.includes('(') || match[2]!.includes(STAND_IN)) return undefined;
  return `${match[1]}(${match[2]!.replaceAll('(', STAND_IN)})`;
}

/** The parsed permit with the stand-ins turned back into "(", or undefined when it is malformed anyway. */
function parsedWithParens(text: string): PermitAst | undefined {
  const parsed = parsePermit(text);
  if (!parsed.ok) return undefined;
  return { ...parsed.permit, items: parsed.permit.items.map((item) => ({ ...item, value: item.value.replaceAll(STAND_IN, '(') })) };
}

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => {
    if (!Array.isArray(permits) || !permits.some((p) => withStandIns(p) !== undefined)) return evaluatePermitList(permits, view, grants);
    return permits.every((p) => {
      const text = withStandIns(p);
      if (text === undefined) return evaluatePermitList([p], view, grants);
      const ast = parsedWithParens(text);
      return ast !== undefined && evaluatePermit(ast, view, grants);
    });
  },
  lintPermit: (text) => lintPermit(withStandIns(text) ?? text),
});
