// A lone "-" on the command line means "read the values from stdin, one per line". yargs drops a bare
// "-", so the parser replaces it with this marker (a private-use character no one types) for the
// commands that accept it.
import { UsageError } from '../usage-error.js';
import { MAX_INPUT_BYTES } from './input-file.js';

export const STDIN_ARGUMENT = '\uE000stdin';

/** The lines of `text` that carry a value: line ends (\n, \r\n) removed, empty lines skipped. */
export function linesOf(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\r$/, '')).filter((line) => line !== '');
}

/** All of stdin as text; more than `maxBytes` is a usage error at once, not the end of the kit's memory. */
export async function readStdin(stream: NodeJS.ReadableStream = process.stdin, maxBytes: number = MAX_INPUT_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    bytes += buffer.length;
    if (bytes > maxBytes) throw new UsageError(`stdin: more than the ${maxBytes} bytes the values read from it can be`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
