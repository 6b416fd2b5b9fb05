// Reading a file a user hands a command (a report, a config, an expectations file, a scenario): a folder,
// a file too big to be one of these, or one that cannot be read is a one-line usage error naming it,
// decided from the file's metadata before a byte is read, never an out-of-memory end or an EISDIR trace.
import { readFileSync, statSync } from 'node:fs';
import { UsageError } from '../usage-error.js';

/** Far above any report, config or expectations file of the kit (a big run's report is a few MB). */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

/** Refuses, in one line naming `label`, a `file` that is missing, a folder, not a regular file or too big. */
export function checkInputFile(file: string, label: string, maxBytes: number = MAX_INPUT_BYTES): void {
  let size: number;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) throw new UsageError(`${label}: is a folder, not a file`);
    if (!stat.isFile()) throw new UsageError(`${label}: is not a regular file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(codeOf(error) === 'ENOENT' ? `${label}: no such file` : `${label}: cannot be read (${codeOf(error)})`);
  }
  if (size > maxBytes) throw new UsageError(`${label}: ${size} bytes, more than the ${maxBytes} bytes such a file can be`);
}

/** The text of `file`, named `label` in every message; `maxBytes` bounds what is read. */
export function readInputText(file: string, label: string, maxBytes: number = MAX_INPUT_BYTES): string {
  checkInputFile(file, label, maxBytes);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`${label}: cannot be read (${codeOf(error)})`);
  }
}
