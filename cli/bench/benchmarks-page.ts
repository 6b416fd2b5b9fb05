// `capkit bench <suite> --write docs/benchmarks.md`: the latest run of each benchmark suite kept in one
// Markdown page, with the machine it ran on and the command that ran it. A run replaces its suite's
// section and leaves the others; nothing else is kept (the page is never a diary).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { dirname } from 'node:path';

const PREAMBLE = `# Benchmarks

The latest run of each \`capkit bench\` suite, written by the command shown with it (\`--write\` replaces
that suite's section and keeps the others). Absolute numbers depend on the machine and on what else ran
on it; ratios come from one run. Run the command again on your machine to compare.
`;

const SUITES = ['permits', 'registry', 'catalog', 'work'] as const;

/** The machine, as a reader needs it to weigh the numbers. */
export function machineDescription(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() || 'unknown CPU';
  const gib = (totalmem() / 2 ** 30).toFixed(1);
  const load = loadavg().map((l) => l.toFixed(2)).join(' / ');
  return `${model}, ${cores.length} cores, ${gib} GiB, ${platform()} ${release()}, Node ${process.version}; load average ${load} at the start`;
}

/** Colours and other terminal escapes are not page text. */
const plain = (text: string): string => text.replace(/\x1b\[[0-9;]*m/g, '');

function section(suite: string, command: string, machine: string, when: Date, output: string): string {
  return [
    `<!-- bench:${suite} -->`,
    `## \`${suite}\``,
    '',
    `Command: \`${command}\`  `,
    `Machine: ${machine}  `,
    `Run: ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    plain(output).trimEnd(),
    `<!-- /bench:${suite} -->`,
    '',
  ].join('\n');
}

/** The page with `suite`'s section replaced by this run (the other suites' sections kept, in a fixed order). */
export function renderBenchmarksPage(before: string | undefined, suite: string, command: string, machine: string, when: Date, output: string): string {
  const sections = new Map<string, string>();
  for (const s of SUITES) {
    const m = before === undefined ? null : new RegExp(`<!-- bench:${s} -->[\\s\\S]*?<!-- /bench:${s} -->\\n?`).exec(before);
    if (m) sections.set(s, m[0].endsWith('\n') ? m[0] : `${m[0]}\n`);
  }
  sections.set(suite, section(suite, command, machine, when, output));
  return [PREAMBLE, ...SUITES.filter((s) => sections.has(s)).map((s) => sections.get(s)!)].join('\n');
}

export function writeBenchmarksPage(file: string, suite: string, command: string, output: string, machine: string = machineDescription()): void {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderBenchmarksPage(before, suite, command, machine, new Date(), output));
}

/** Runs `work`, keeping a copy of what it writes to stdout (it is still printed). */
export async function capturingStdout<T>(work: () => Promise<T>): Promise<{ result: T; output: string }> {
  const chunks: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    const result = await work();
    return { result, output: chunks.join('') };
  } finally {
    process.stdout.write = write;
  }
}
