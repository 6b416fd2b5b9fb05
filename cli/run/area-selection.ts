// Which areas a run tests: those asked for (checked before any host starts), met with those the host
// declares in hello. A run with no area in common tests nothing and says why in one sentence.
import { UsageError } from '../usage-error.js';
import { didYouMean } from './did-you-mean.js';
import { PROTOCOL_AREA } from './verdict.js';

/** The areas `--areas` names (default: every area the kit has suites for); an unknown name is a usage error. */
export function requestedAreas(asked: readonly string[] | undefined, known: readonly string[]): string[] {
  if (asked === undefined) return [...known];
  const unique = [...new Set(asked)];
  if (unique.includes(PROTOCOL_AREA)) {
    throw new UsageError(`--areas: "${PROTOCOL_AREA}" is not an area to choose: its requirements are tested within every area's suites and are always in scope; the kit has suites for ${known.join(', ')}`);
  }
  const unknown = unique.filter((a) => !known.includes(a));
  if (unknown.length > 0) {
    const named = unknown.map((a) => `${a}${didYouMean(a, known)}`).join(', ');
    throw new UsageError(`--areas: unknown area(s) ${named}; the kit has suites for ${known.join(', ')}`);
  }
  return unique;
}

export interface HostAreas {
  /** Asked for and declared: their suites run. */
  applicable: string[];
  /** Asked for, not declared: NOT_APPLICABLE. */
  notApplicable: string[];
  /** Declared names the kit does not know (a typo such as "permit"), each with a suggestion. */
  warnings: string[];
  /** Set when no area is left to run: why, in one sentence. */
  nothingInCommon?: string;
}

export function hostAreas(requested: readonly string[], declared: readonly string[], known: readonly string[]): HostAreas {
  const applicable = requested.filter((a) => declared.includes(a));
  const notApplicable = requested.filter((a) => !declared.includes(a));
  const strangers = declared.filter((a) => !known.includes(a));
  const warnings = strangers.map((a) => `the host declares area ${JSON.stringify(a)}, which the kit does not know${didYouMean(a, known)}`);
  if (applicable.length > 0) return { applicable, notApplicable, warnings };
  const nothingInCommon =
    declared.length === 0
      ? 'the host declares no areas in hello ("areas":[]): there is nothing to test'
      : `no area in common: the host declares ${declared.map((a) => JSON.stringify(a)).join(', ')}, the run asked for ${requested.join(', ')}${
          strangers.length > 0 ? `; ${strangers.map((a) => `${JSON.stringify(a)} is no area of the kit${didYouMean(a, known)}`).join('; ')}` : ''
        }`;
  return { applicable, notApplicable, warnings, nothingInCommon };
}
