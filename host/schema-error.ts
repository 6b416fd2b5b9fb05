// A schema violation, worded for the person who has to fix it: which file or message, where in it, what is wrong.
import type { ErrorObject } from 'ajv/dist/2020.js';

/** One problem found in a value: a JSON Pointer into it (`/cases/3/steps/0/expect`) and what is wrong there. */
export interface SchemaIssue {
  path: string;
  message: string;
  /** A property the schema forbids: its own pointer (`/results/0/extra`); `value` is then its value. */
  field?: string;
  /** The offending value, when ajv gave it. */
  value?: unknown;
  /** Where in the schema the failing keyword is, relative to the schema validated (`#/$defs/permit/additionalProperties`). */
  schemaPath?: string;
  /** The JSON Schema keyword that failed (`additionalProperties`, `maxLength`, …). */
  keyword?: string;
}

/** How many issues a message spells out before summarising the rest. */
const SHOWN_ISSUES = 5;

export class SchemaError extends Error {
  /** What was validated: a file path, or a description such as `hello response`. */
  readonly label: string;
  readonly issues: readonly SchemaIssue[];
  constructor(label: string, issues: readonly SchemaIssue[]) {
    const lines = issues.slice(0, SHOWN_ISSUES).map((issue) => `${label}: ${issue.path || '/'}: ${issue.message}`);
    if (issues.length > SHOWN_ISSUES) lines.push(`${label}: … and ${issues.length - SHOWN_ISSUES} more`);
    super(lines.join('\n'));
    this.name = 'SchemaError';
    this.label = label;
    this.issues = issues;
  }
}

/** Prefixes every issue's path, for a sub-value validated on its own (e.g. one step of a fixture case). */
export function prefixIssues(prefix: string, issues: readonly SchemaIssue[]): SchemaIssue[] {
  return issues.map((issue) => ({ ...issue, path: prefix + issue.path, ...(issue.field !== undefined ? { field: prefix + issue.field } : {}) }));
}

/**
 * Turns ajv's errors into issues. A `oneOf` whose branches only require a property is reported once as
 * "must have exactly one of …" instead of one confusing line per branch.
 */
export function issuesFromAjv(errors: readonly ErrorObject[] | null | undefined): SchemaIssue[] {
  if (!errors) return [];
  const oneOfPaths = new Set<string>();
  for (const e of errors) if (e.keyword === 'oneOf' && requiredOnlyBranches(e.parentSchema)) oneOfPaths.add(e.schemaPath);
  const issues: SchemaIssue[] = [];
  for (const e of errors) {
    if ([...oneOfPaths].some((p) => e.schemaPath.startsWith(p + '/'))) continue;
    issues.push({ ...located(e), message: describe(e), schemaPath: e.schemaPath, keyword: e.keyword });
  }
  return dedupe(issues);
}

/** The instance path and value of an error: a forbidden property's own path and value, else the value checked. */
function located(e: ErrorObject): { path: string; field?: string; value?: unknown } {
  const params = e.params as Record<string, unknown>;
  const name = params.additionalProperty ?? params.unevaluatedProperty;
  if (typeof name === 'string' && typeof e.data === 'object' && e.data !== null) {
    const field = `${e.instancePath}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return { path: e.instancePath, field, value: (e.data as Record<string, unknown>)[name] };
  }
  return { path: e.instancePath, ...(e.data !== undefined ? { value: e.data } : {}) };
}

function describe(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = params.additionalProperty ?? params.unevaluatedProperty;
      return `must NOT have additional property '${String(name)}'`;
    }
    case 'dependentRequired':
      return `must have property '${String(params.missingProperty)}' when '${String(params.property)}' is present`;
    case 'enum':
      return `must be one of ${JSON.stringify(params.allowedValues)}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'oneOf': {
      const names = requiredOnlyBranches(e.parentSchema);
      if (names) return `must have exactly one of ${names.map((n) => `'${n}'`).join(', ')}`;
      return e.message ?? 'must match exactly one alternative';
    }
    default:
      return e.message ?? `fails ${e.keyword}`;
  }
}

/** The property names if every oneOf branch is just `{ required: [name] }`, else undefined. */
function requiredOnlyBranches(parentSchema: unknown): string[] | undefined {
  const branches = (parentSchema as { oneOf?: unknown } | undefined)?.oneOf;
  if (!Array.isArray(branches)) return undefined;
  const names: string[] = [];
  for (const b of branches) {
    const req = (b as { required?: unknown }).required;
    if (Object.keys(b as object).length !== 1 || !Array.isArray(req) || req.length !== 1) return undefined;
    names.push(String(req[0]));
  }
  return names;
}

function dedupe(issues: SchemaIssue[]): SchemaIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.path}\u0000${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
