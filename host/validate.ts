// Validation of every protocol message and fixture file against spec/schemas/, with errors that name
// what and where (`fixtures/permits/x.json: /cases/3/steps/0/expect: must have required property 'allowed'`).
import { nestsDeeperThan, tooDeepMessage } from './json-depth.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { withFrameworkPlaceholders } from './catalog-tools.js';
import type { FixtureFile } from './fixture-types.js';
import { PROTOCOL_VERSION } from './protocol.js';
import type { Case, HelloResponse, RunAnswer, RunResponse } from './protocol.js';
import { SchemaError, issuesFromAjv, prefixIssues } from './schema-error.js';
import type { SchemaIssue } from './schema-error.js';
import { schemaLocationOf, schemaRegistry, shapeRegistry } from './schema-registry.js';
import type { SchemaRegistry } from './schema-registry.js';

export { SchemaError } from './schema-error.js';
export type { SchemaIssue } from './schema-error.js';

function check(validate: ValidateFunction, value: unknown, prefix = ''): SchemaIssue[] {
  if (validate(value)) return [];
  // The schema path is told from the schema's own file: `spec/schemas/…json#/$defs/permit/additionalProperties`.
  const location = schemaLocationOf(validate);
  const issues = issuesFromAjv(validate.errors).map((issue) => {
    if (location === undefined || issue.schemaPath === undefined) return issue;
    const [file, fragment = ''] = location.split('#');
    return { ...issue, schemaPath: `${file}#${fragment}${issue.schemaPath.replace(/^#/, '')}` };
  });
  return prefixIssues(prefix, issues);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(label: string, issues: SchemaIssue[]): void {
  if (issues.length > 0) throw new SchemaError(label, issues);
}

/** A host's answer to hello. Another protocol version is refused first, naming both versions. */
export function validateHelloResponse(value: unknown, label = 'hello response'): HelloResponse {
  // Checked before any recursive walk of it: a value thousands deep would overflow the stack.
  if (nestsDeeperThan(value)) fail(label, [{ path: '', message: `is ${tooDeepMessage()}: no hello is` }]);
  if (isObject(value) && value.protocol !== PROTOCOL_VERSION && Number.isInteger(value.protocol)) {
    fail(label, [{ path: '/protocol', message: `host speaks protocol ${String(value.protocol)}, but this kit speaks protocol ${PROTOCOL_VERSION}` }]);
  }
  fail(label, check(schemaRegistry().get('hello-response'), value));
  return value as HelloResponse;
}

/** The issues of one step (without `expect`) of a case of `area`; none when the area has no schemas. */
function stepIssues(area: string, step: unknown, path: string): SchemaIssue[] {
  const schemas = schemaRegistry().area(area);
  if (!schemas || !isObject(step) || typeof step.op !== 'string') return [];
  const op = schemas.ops.get(step.op);
  if (!op) {
    const known = [...schemas.ops.keys()].join(', ');
    return [{ path: `${path}/op`, message: `unknown op "${step.op}" for area ${area} (ops: ${known})` }];
  }
  return check(op.step, step, path);
}

/** The issues of one result: a step error, or the result shape of the step's op. */
function resultIssues(area: string, op: unknown, result: unknown, path: string, registry: SchemaRegistry = schemaRegistry()): SchemaIssue[] {
  // A step error carries an error OBJECT; an op result may have its own `error` string (a failed call's message).
  if (isObject(result) && isObject(result.error)) return check(registry.get('step-error'), result, path);
  const opSchemas = typeof op === 'string' ? registry.area(area)?.ops.get(op) : undefined;
  return opSchemas ? check(opSchemas.result, result, path) : [];
}

/**
 * The issues of one fixture expectation. An expected step error may leave out `message`: hosts word
 * messages freely and fixtures compare the code only (toMatchObject), so a placeholder stands in for it.
 * Likewise a framework tool in an expected `tools` result of area catalog may leave out its host-defined
 * description and input_schema (spec/protocol.md §11), and a `surface` entry its summary.
 */
function expectIssues(area: string, op: unknown, expected: unknown, path: string): SchemaIssue[] {
  if (isObject(expected) && isObject(expected.error) && !('message' in expected.error)) {
    return resultIssues(area, op, { ...expected, error: { ...expected.error, message: '' } }, path);
  }
  if (area === 'catalog' && op === 'tools') return resultIssues(area, op, withFrameworkPlaceholders(expected), path);
  if (area === 'catalog' && op === 'surface') return resultIssues(area, op, withSummaryPlaceholders(expected), path);
  return resultIssues(area, op, expected, path);
}

/** An expected `surface` entry may leave out its host-worded summary (CATALOG-029): a placeholder stands in. */
function withSummaryPlaceholders(expected: unknown): unknown {
  if (!isObject(expected)) return expected;
  const fill = (list: unknown): unknown => (Array.isArray(list) ? list.map((e) => (isObject(e) && !('summary' in e) ? { ...e, summary: '' } : e)) : list);
  return { ...expected, skills: fill(expected.skills), agents: fill(expected.agents) };
}

/** A case as sent to a host: the generic shape, then the area's setup and each step's op schema. */
export function validateCase(value: unknown, label = 'case'): Case {
  const issues = check(schemaRegistry().get('case'), value);
  if (issues.length === 0) {
    const tc = value as Case;
    const schemas = schemaRegistry().area(tc.area);
    if (schemas) issues.push(...check(schemas.setup, tc.setup, '/setup'));
    tc.steps.forEach((step, i) => issues.push(...stepIssues(tc.area, step, `/steps/${i}`)));
  }
  fail(label, issues);
  return value as Case;
}

export interface RunResponseOptions {
  /** Whether the answer carries `seq` (stdio) or not (an in-process run() result). Default true. */
  seq?: boolean;
  label?: string;
}

/**
 * A host's answer to one run of `testCase`: exactly one of results/errored/skipped, one result per step,
 * each result a step error or the result shape of its step's op.
 */
export function validateRunResponse(answer: unknown, testCase: Case, options: { seq: false; label?: string }): RunAnswer;
export function validateRunResponse(answer: unknown, testCase: Case, options?: RunResponseOptions): RunResponse;
export function validateRunResponse(answer: unknown, testCase: Case, options: RunResponseOptions = {}): RunAnswer {
  fail(options.label ?? `answer to case ${testCase.id}`, runResponseIssues(answer, testCase, options.seq ?? true, schemaRegistry()));
  return answer as RunAnswer;
}

/**
 * Whether the answer keeps the protocol's shape: as validateRunResponse, with each result checked against
 * its op's shape only (host/shape-only-schema.ts). An answer that breaks the full schemas but keeps this
 * shape only holds a value a contract rule bounds: the suites judge it, charged to that rule.
 */
export function keepsAnswerShape(answer: unknown, testCase: Case, options: Pick<RunResponseOptions, 'seq'> = {}): boolean {
  return runResponseIssues(answer, testCase, options.seq ?? true, shapeRegistry()).length === 0;
}

function runResponseIssues(answer: unknown, testCase: Case, withSeq: boolean, registry: SchemaRegistry): SchemaIssue[] {
  const issues = check(registry.get(withSeq ? 'run-response' : 'run-answer'), answer);
  if (issues.length === 0 && isObject(answer) && Array.isArray(answer.results)) {
    const results: unknown[] = answer.results;
    if (results.length !== testCase.steps.length) {
      issues.push({ path: '/results', message: `must have ${testCase.steps.length} results (one per step), has ${results.length}` });
    } else {
      results.forEach((r, i) => issues.push(...resultIssues(testCase.area, testCase.steps[i]?.op, r, `/results/${i}`, registry)));
    }
  }
  return issues;
}

/**
 * A fixture file: the generic format, then for each case its id prefix, setup, steps and expectations
 * against the area's schemas. Throws a SchemaError listing every problem, each with its JSON Pointer.
 */
export function validateFixtureFile(json: unknown, fileLabel: string): FixtureFile {
  const issues = check(schemaRegistry().get('fixture-file'), json);
  if (issues.length === 0) {
    const file = json as FixtureFile;
    const schemas = schemaRegistry().area(file.area);
    if (!schemas) {
      issues.push({ path: '/area', message: `no schemas for area "${file.area}" (expected spec/schemas/areas/${file.area}.steps.schema.json)` });
    } else {
      file.cases.forEach((c, i) => {
        const at = `/cases/${i}`;
        if (!c.id.startsWith(`${file.area}/`)) issues.push({ path: `${at}/id`, message: `case id "${c.id}" must start with "${file.area}/"` });
        issues.push(...check(schemas.setup, c.setup, `${at}/setup`));
        c.steps.forEach((step, j) => {
          const { expect, requirement, ...wireStep } = step;
          if (requirement !== undefined && !c.requirements.includes(requirement)) {
            issues.push({ path: `${at}/steps/${j}/requirement`, message: `"${requirement}" is not among the case's requirements (${c.requirements.join(', ')})` });
          }
          issues.push(...stepIssues(file.area, wireStep, `${at}/steps/${j}`));
          issues.push(...expectIssues(file.area, step.op, expect, `${at}/steps/${j}/expect`));
        });
      });
    }
  }
  fail(fileLabel, issues);
  return json as FixtureFile;
}
