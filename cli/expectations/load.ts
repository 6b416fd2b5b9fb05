// Reads and validates an expectations file; every problem names the file and the JSON path.
import { readInputText } from '../options/input-file.js';
import { existsSync } from 'node:fs';
import { schemaRegistry } from '../../host/schema-registry.js';
import { SchemaError, issuesFromAjv } from '../../host/schema-error.js';
import type { SchemaIssue } from '../../host/schema-error.js';
import { parseJsonText } from '../../host/json-text.js';
import type { ExpectationsFile, LoadedExpectations } from './entry.js';

export class ExpectationsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExpectationsError';
  }
}

/** Validates already-parsed JSON; `label` names the file in every issue. */
export function validateExpectations(json: unknown, label: string): ExpectationsFile {
  const validate = schemaRegistry().get('expectations');
  const issues: SchemaIssue[] = validate(json) ? [] : issuesFromAjv(validate.errors);
  if (issues.length === 0) {
    const file = json as ExpectationsFile;
    const seen = new Map<string, number>();
    file.entries.forEach((entry, i) => {
      // The same id twice would make "which reason applies" depend on order: refuse it.
      const key = `${entry.id}\u0000${JSON.stringify(entry.when ?? {})}`;
      const first = seen.get(key);
      if (first !== undefined) issues.push({ path: `/entries/${i}/id`, message: `"${entry.id}" is already listed at /entries/${first}` });
      else seen.set(key, i);
    });
  }
  if (issues.length > 0) throw new SchemaError(label, issues);
  return json as ExpectationsFile;
}

/** Parses and validates the text of an expectations file. */
export function parseExpectations(text: string, label: string): LoadedExpectations {
  const file = validateExpectations(parseJsonText(text, label), label);
  return { file: label, entries: file.entries };
}

/** Loads `path`; a missing file is an error naming it. */
export function loadExpectations(path: string, label: string = path): LoadedExpectations {
  if (!existsSync(path)) throw new ExpectationsError(`expectations file ${label} does not exist`);
  return parseExpectations(readInputText(path, `expectations file ${label}`), label);
}
