// Reads a matrix record (`capkit run` with several hosts, `--report json:<file>`), checked against
// spec/schemas/matrix-report.schema.json; a run report of one host is left to read-report.ts.
import { parseJsonText } from '../../host/json-text.js';
import { readInputText } from '../options/input-file.js';
import { schemaRegistry } from '../../host/schema-registry.js';
import { MATRIX_KIND, type MatrixReport } from '../matrix/matrix-report.js';
import { UsageError } from '../usage-error.js';

/** The matrix record in `file`, or undefined when the file holds something else (or nothing readable). */
export function readMatrixReportIfAny(file: string): MatrixReport | undefined {
  // A folder, a huge file, a missing one: refused here, in one line, before reading.
  const text = readInputText(file, `report ${file}`);
  let json: unknown;
  try {
    json = parseJsonText(text, file);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || (json as { kind?: unknown }).kind !== MATRIX_KIND) return undefined;
  const validate = schemaRegistry().get('matrix-report');
  if (!validate(json)) {
    const first = validate.errors?.[0];
    throw new UsageError(`${file}: not a valid capkit matrix record: ${first?.instancePath || '/'} ${first?.message ?? ''}`.trim());
  }
  return json as MatrixReport;
}
