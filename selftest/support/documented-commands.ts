// The capkit commands a Markdown document shows: literal command lines from its code blocks, and
// synopses (`capkit fuzz permits\|access [--seed N]`) from its tables and inline code.

export interface DocumentedCommand {
  /** Where it was found, for failure messages: "README.md code block 3". */
  where: string;
  /** The words after `capkit` (quotes removed, `${{ … }}` CI expressions replaced by 1). */
  words: string[];
  /** Environment assignments written before the command (`CAPKIT_HOST='…' npx capkit run`). */
  env: Record<string, string>;
  /** Literal (a code block: parse it whole) or a synopsis (placeholders and alternatives: check names). */
  kind: 'literal' | 'synopsis';
}

/** Shell-like words: single and double quotes group, a backslash-escaped `|` stays a word of its own. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      const stop = end === -1 ? line.length : end;
      current = (current ?? '') + line.slice(i + 1, stop);
      i = stop;
    } else if (/\s/.test(c)) {
      if (current !== undefined) words.push(current);
      current = undefined;
    } else {
      current = (current ?? '') + c;
    }
  }
  if (current !== undefined) words.push(current);
  return words;
}

/** The part of a shell line before a `#` comment that is outside quotes. */
function withoutComment(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i);
  }
  return line;
}

/** Splits a command line at `&&`, `||`, `;` and unescaped `|`, outside quotes. */
function segments(line: string): string[] {
  const out: string[] = [];
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if ((c === '&' && line[i + 1] === '&') || (c === '|' && line[i - 1] !== '\\') || c === ';') {
      out.push(line.slice(start, i));
      if (line[i + 1] === c) i++;
      start = i + 1;
    }
  }
  out.push(line.slice(start));
  return out;
}

/** `[CAPKIT_HOST='…'] [npx] capkit words…` → the command, or undefined when the words are not one. */
function commandOf(words: string[], where: string, kind: DocumentedCommand['kind']): DocumentedCommand | undefined {
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[i]!); i++) {
    const [name, ...value] = words[i]!.split('=');
    env[name!] = value.join('=');
  }
  if (words[i] === 'npx') i++;
  if (words[i] !== 'capkit') return undefined;
  return { where, words: words.slice(i + 1), env, kind };
}

const FENCE = /^```([a-z]*)\n([\s\S]*?)^```$/gm;

export function documentedCommands(markdown: string, file: string): DocumentedCommand[] {
  const found: DocumentedCommand[] = [];
  let block = 0;
  for (const m of markdown.matchAll(FENCE)) {
    block++;
    if (!['', 'sh', 'yaml'].includes(m[1]!)) continue;
    const lines = m[2]!.replace(/\\\n\s*/g, ' ').split('\n');
    // A block that shows a session (`$ command`, then its output): only the `$` lines are commands.
    const session = lines.some((l) => l.startsWith('$ '));
    for (const raw of session ? lines.filter((l) => l.startsWith('$ ')) : lines) {
      const line = withoutComment(raw.replace(/^\s*(\$ |- run: )/, '')).replace(/\$\{\{[^}]*\}\}/g, '1');
      for (const segment of segments(line)) {
        const command = commandOf(shellWords(segment.trim()), `${file} code block ${block}`, 'literal');
        if (command) found.push(command);
      }
    }
  }
  const prose = markdown.replace(FENCE, '');
  for (const m of prose.matchAll(/`([^`]+)`/g)) {
    const text = m[1]!.replace(/\s+/g, ' ').replace(/^replay: /, '');
    const command = commandOf(shellWords(text), `${file} \`${text}\``, 'synopsis');
    if (command) found.push(command);
  }
  return found;
}
