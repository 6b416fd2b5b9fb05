// `--help` laid out for the terminal's width without breaking a word: yargs' own wrapping cuts words in
// two at 80 columns ("stdin/std" / "out"), so the help is written unwrapped and reflowed here, each long
// line at word boundaries, continuation lines indented under its description column.

/** The column a help line's description starts at: after its option or command and a gap of 2+ spaces. */
function descriptionColumn(line: string): number {
  const m = /^(\s+\S(?:.*?\S)?\s{2,})\S/.exec(line);
  return m ? m[1]!.length : (/^\s*/.exec(line)?.[0].length ?? 0);
}

/** One help line wrapped at `width` columns on spaces; a word longer than a line stays whole. */
export function wrapHelpLine(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const indent = descriptionColumn(line);
  // A description column past half the width leaves no room: continuation lines then start further left.
  const hang = indent > width / 2 ? 4 : indent;
  const words = line.slice(indent).split(/ +/).filter((w) => w !== '');
  const out: string[] = [];
  let current = line.slice(0, indent);
  let start = true;
  for (const word of words) {
    if (!start && current.length + 1 + word.length > width) {
      out.push(current);
      current = ' '.repeat(hang) + word;
      continue;
    }
    current += start ? word : ` ${word}`;
    start = false;
  }
  out.push(current);
  return out;
}

/** Every line of a help text wrapped at `width` (at least 40 columns; at most 120, where lines read best). */
export function wrapHelp(text: string, width: number): string {
  const w = Math.max(40, Math.min(120, width));
  return text.split('\n').flatMap((line) => wrapHelpLine(line.trimEnd(), w)).join('\n');
}

/** yargs prints help with console.log: in a `capkit … --help` process, what it prints is reflowed to `width`. */
export function reflowHelpOutput(width: number): void {
  const log = console.log.bind(console);
  console.log = (...parts: unknown[]) => log(wrapHelp(parts.map(String).join(' '), width));
}
