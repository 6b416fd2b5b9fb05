// Parses JSON text from a file, turning V8's "at position N" into a line and column a person can jump to.
import { textNestsDeeperThan, tooDeepMessage } from './json-depth.js';
import { locateJsonError } from './json-locate.js';

export class JsonTextError extends Error {
  constructor(
    readonly label: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    reason: string,
  ) {
    super(line === undefined ? `${label}: invalid JSON: ${reason}` : `${label}:${line}:${column}: invalid JSON: ${reason}`);
    this.name = 'JsonTextError';
  }
}

/** 1-based line and column of a 0-based offset into `text`. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

export function parseJsonText(text: string, label: string): unknown {
  // Every check of the value walks it recursively: a file thousands of levels deep is refused here.
  if (textNestsDeeperThan(text)) throw new JsonTextError(label, undefined, undefined, `${tooDeepMessage()}; no file of the kit is`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = (error as Error).message;
    const position = /at position (\d+)/.exec(reason)?.[1];
    const offset = position !== undefined ? Number(position) : locateJsonError(text);
    if (offset === undefined) throw new JsonTextError(label, undefined, undefined, reason);
    const { line, column } = lineColumnAt(text, offset);
    throw new JsonTextError(label, line, column, reason.replace(/ in JSON at position \d+/, ''));
  }
}
