// A lone "-" on the command line means "read the values from stdin, one per line". yargs drops a bare
// "-", so the parser replaces it with this marker (a private-use character no one types) for the
// commands that accept it.
export const STDIN_ARGUMENT = '\uE000stdin';

/** The lines of `text` that carry a value: line ends (\n, \r\n) removed, empty lines skipped. */
export function linesOf(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\r$/, '')).filter((line) => line !== '');
}

export async function readStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
