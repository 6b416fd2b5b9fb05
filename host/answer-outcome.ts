// Turns whatever a host answered to one run into a CaseOutcome. Shared by the in-process and stdio
// connections so both plug-in styles classify answers identically.
import type { CaseOutcome } from './connection.js';
import { nestsDeeperThan, tooDeepMessage } from './json-depth.js';
import type { Case, StepResult } from './protocol.js';
import { CONTRACT_VALUE_KEYWORDS } from './shape-only-schema.js';
import { SchemaError, keepsAnswerShape, validateRunResponse } from './validate.js';

export interface AnswerCheck {
  /** The seq the kit sent (stdio); undefined for in-process answers, which carry none. */
  seq?: number;
  /** Check the answer against the JSON Schemas too (`--validate-protocol`). */
  validateProtocol: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short rendering of a value for an error message (hosts can answer megabytes). */
export function preview(value: unknown, max = 200): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** The rule an answer that breaks the published schemas breaks: one answer, one result object of its op per step. */
export const ANSWER_SHAPE_REQUIREMENT = 'PROTOCOL-002';

/** The issues of a broken shape first named: a value bound the suites judge is no protocol issue (host/shape-only-schema.ts). */
function shapeIssuesOf(error: SchemaError): SchemaError {
  const shape = error.issues.filter((issue) => issue.keyword === undefined || !CONTRACT_VALUE_KEYWORDS.has(issue.keyword));
  return shape.length === 0 || shape.length === error.issues.length ? error : new SchemaError(error.label, shape);
}

/** One line per issue: the field, the value the host sent, what the schema says and where it says it. */
export function schemaViolation(error: SchemaError): string {
  const lines = error.issues.slice(0, 3).map((issue) => {
    const field = issue.field ?? (issue.path || '/');
    const value = 'value' in issue ? ` = ${preview(issue.value, 120)}` : '';
    const schema = issue.schemaPath !== undefined ? ` (schema ${issue.schemaPath})` : '';
    return `field ${field}${value}: ${issue.message}${schema}`;
  });
  const more = error.issues.length > 3 ? `; and ${error.issues.length - 3} more` : '';
  return `schema violation in the ${error.label}: ${lines.join('; ')}${more}`;
}

/**
 * The outcome of `answer` to `testCase`. Structural checks (object, seq, exactly one of
 * results/errored/skipped, one object result per step) always run: they decide what the answer
 * means. The schemas (result shapes per op) run only when asked to (by default in a run); a value of the
 * right type that only a contract bound rejects (a length, a pattern) is left to the suites.
 */
export function outcomeOfAnswer(answer: unknown, testCase: Case, check: AnswerCheck): CaseOutcome {
  const protocol = (message: string): CaseOutcome => ({ kind: 'protocol', message });
  if (!isPlainObject(answer)) return protocol(`answer is not a JSON object: ${preview(answer)}`);
  if (nestsDeeperThan(answer)) return protocol(`answer is ${tooDeepMessage()}: no answer of the protocol is`);
  const withSeq = check.seq !== undefined;
  if (withSeq && answer.seq !== check.seq) {
    return protocol(`wrong seq: sent ${check.seq}, got ${preview(answer.seq)}`);
  }
  if (check.validateProtocol) {
    try {
      validateRunResponse(answer, testCase, withSeq ? { seq: true } : { seq: false });
    } catch (error) {
      // A well-typed value only a contract bound rejects (a length, a pattern, a constant such as
      // defer_loading: true) is that rule's: the suites judge it. Only a broken shape is the protocol's.
      if (error instanceof SchemaError && !keepsAnswerShape(answer, testCase, { seq: withSeq })) return { kind: 'protocol', message: schemaViolation(shapeIssuesOf(error)), requirement: ANSWER_SHAPE_REQUIREMENT };
      if (!(error instanceof SchemaError)) throw error;
    }
  }
  const kinds = (['results', 'errored', 'skipped'] as const).filter((k) => k in answer);
  if (kinds.length !== 1) {
    return protocol(`answer must have exactly one of results, errored, skipped; got ${preview(answer)}`);
  }
  if (kinds[0] === 'errored') {
    const message = answer.message === undefined ? '(the host gave no message)' : typeof answer.message === 'string' ? answer.message : preview(answer.message);
    return { kind: 'errored', message };
  }
  if (kinds[0] === 'skipped') {
    const reason = answer.reason === undefined ? '(the host gave no reason)' : typeof answer.reason === 'string' ? answer.reason : preview(answer.reason);
    return { kind: 'skipped', reason };
  }
  const results = answer.results;
  if (!Array.isArray(results)) return protocol(`results is not an array: ${preview(results)}`);
  if (results.length !== testCase.steps.length) {
    return protocol(`wrong number of results: case has ${testCase.steps.length} steps, got ${results.length} results`);
  }
  const bad = results.findIndex((r) => !isPlainObject(r));
  if (bad !== -1) return protocol(`result ${bad} is not a JSON object: ${preview(results[bad])}`);
  return { kind: 'ok', results: results as StepResult[] };
}
