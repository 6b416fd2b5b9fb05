// Reads a scenario file: JSON syntax (line:column), then the schema (JSON Pointer + what was expected),
// then the few rules a schema cannot say. Every problem names the file and where in it.
import { readFileSync } from 'node:fs';
import { parseJsonText } from '../host/json-text.js';
import { SchemaError, issuesFromAjv } from '../host/schema-error.js';
import type { SchemaIssue } from '../host/schema-error.js';
import { schemaRegistry } from '../host/schema-registry.js';
import type { Scenario } from './scenario.js';

export class ScenarioFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioFileError';
  }
}

/** A deciding requirement must be one the scenario cites (its test title names them all). */
function decidingIssues(scenario: Scenario): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const check = (id: string | undefined, path: string) => {
    if (id !== undefined && !scenario.requirements.includes(id)) issues.push({ path, message: `"${id}" is not among the scenario's requirements (${scenario.requirements.join(', ')})` });
  };
  scenario.turns.forEach((turn, i) => {
    turn.moves.forEach((move, m) => check('requirement' in move ? move.requirement : undefined, `/turns/${i}/moves/${m}/requirement`));
    (turn.afterEnd ?? []).forEach((move, m) => check(move.requirement, `/turns/${i}/afterEnd/${m}/requirement`));
    for (const [field, id] of Object.entries(turn.decidedBy ?? {})) check(id, `/turns/${i}/decidedBy/${field}`);
  });
  return issues;
}

/** Rules across fields: a turn that must not start has nothing else to observe. */
function crossFieldIssues(scenario: Scenario): SchemaIssue[] {
  const issues: SchemaIssue[] = decidingIssues(scenario);
  scenario.turns.forEach((turn, i) => {
    if (turn.expectStartError === undefined) return;
    for (const field of ['expectPrompt', 'expectJournal', 'afterEnd'] as const) {
      if (turn[field] !== undefined) issues.push({ path: `/turns/${i}/${field}`, message: `must be absent when expectStartError is given (the turn never starts)` });
    }
    if (turn.moves.length > 0) issues.push({ path: `/turns/${i}/moves`, message: 'must be empty when expectStartError is given (the turn never starts)' });
  });
  return issues;
}

/** Validates parsed JSON as a scenario; throws a SchemaError listing every problem with its JSON Pointer. */
export function parseScenario(json: unknown, label: string): Scenario {
  const validate = schemaRegistry().get('scenario');
  if (!validate(json)) throw new SchemaError(label, issuesFromAjv(validate.errors));
  const scenario = json as Scenario;
  const issues = crossFieldIssues(scenario);
  if (issues.length > 0) throw new SchemaError(label, issues);
  return scenario;
}

/** Reads and validates a scenario file; the label (usually the path as given) starts every error line. */
export function loadScenarioFile(path: string, label: string = path): Scenario {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ScenarioFileError(`${label}: cannot read the scenario file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return parseScenario(parseJsonText(text, label), label);
}
