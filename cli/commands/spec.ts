// `capkit spec`: print the requirements registry, or regenerate spec/requirements.json from the Markdown.
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { loadRequirements, type Requirement } from '../../spec/requirements.js';
import { writeRegistry } from '../../spec/write-registry.js';
import { writeGuideRequirements } from '../../spec/guide-requirements.js';
import { loadPagesMap, mapTotals, totalsLine } from '../../spec/pages-map.js';
import { didYouMean } from '../run/did-you-mean.js';
import { terminalSafe } from '../ui/terminal-text.js';
import { UsageError } from '../usage-error.js';

export function specArgs(y: Argv) {
  return y
    .option('write', { type: 'boolean', default: false, describe: 'regenerate spec/requirements.json and the requirement lists of docs/hosts.md' })
    .option('json', { type: 'boolean', default: false, describe: 'print the registry as JSON' })
    .option('areas', { type: 'string', describe: 'comma-separated areas to list' })
    .option('level', { type: 'string', choices: ['MUST', 'SHOULD', 'MAY'], describe: 'only this level' })
    .option('map', { type: 'boolean', default: false, describe: "print only the totals of the map of the pages (spec/pages-map.md); with --json, as an object" });
}

type SpecArgv = Awaited<ReturnType<ReturnType<typeof specArgs>['parseAsync']>>;

export async function specHandler(argv: SpecArgv): Promise<number> {
  if (argv.write) {
    const { path, changed, count } = writeRegistry();
    process.stdout.write(changed ? `wrote ${path} (${count} requirements)\n` : `${path} is up to date (${count} requirements)\n`);
    // The implementers' guide lists the requirements too (a repository file; an installed package has no docs to keep).
    const guide = writeGuideRequirements();
    if (guide) process.stdout.write(guide.changed ? `wrote ${guide.path} (its requirement lists)\n` : `${guide.path} is up to date\n`);
    return 0;
  }
  const totals = mapTotals(loadPagesMap());
  if (argv.map) {
    process.stdout.write(argv.json ? `${JSON.stringify(totals, null, 2)}\n` : `${totalsLine(totals)}\n`);
    return 0;
  }
  const requirements = loadRequirements();
  const areas = argv.areas === undefined ? undefined : knownAreas(argv.areas, [...new Set(requirements.map((r) => r.area))]);
  const list = requirements.filter((r) => (!areas || areas.includes(r.area)) && (!argv.level || r.level === argv.level));
  if (argv.json) {
    // Every requirement has the same keys, its provenance included (null while its file is unconverted).
    process.stdout.write(`${JSON.stringify(list.map((r) => ({ ...r, provenance: r.provenance ?? null })), null, 2)}\n`);
    return 0;
  }
  for (const r of list) process.stdout.write(`${pc.bold(r.id)} ${pc.dim(r.level.padEnd(6))} ${provenanceLabel(r.provenance)} ${r.title}\n`);
  process.stdout.write(`${pc.dim(totalsLine(totals))}\n`);
  return 0;
}

/** The areas --areas names; an unknown one is a usage error, as it is for `capkit run` (never an empty list). */
function knownAreas(text: string, known: readonly string[]): string[] {
  const asked = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (asked.length === 0) throw new UsageError(`--areas needs at least one area; the requirements have areas ${known.join(', ')}`);
  const unknown = asked.filter((a) => !known.includes(a));
  if (unknown.length > 0) {
    const named = unknown.map((a) => `${terminalSafe(JSON.stringify(a))}${didYouMean(a, known)}`).join(', ');
    throw new UsageError(`--areas: unknown area(s) ${named}; the requirements have areas ${known.join(', ')}`);
  }
  return asked;
}

/** The provenance column: `documented` (the zhin.js pages state it), `ruling` (capkit decides), or `-`. */
function provenanceLabel(provenance: Requirement['provenance']): string {
  return provenance === undefined ? pc.dim('-'.padEnd(10)) : provenance === 'documented' ? pc.green(provenance.padEnd(10)) : pc.cyan(provenance.padEnd(10));
}
