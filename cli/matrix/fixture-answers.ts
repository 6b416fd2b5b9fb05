// Every fixture case of the run's areas, sent as it is to one host through the host interface: the
// host's answer to each step, kept whole, so the matrix can compare hosts step by step (the suites stop
// at a case's first wrong step; a comparison needs all of them).
import { connect } from '../../host/connect.js';
import type { CaseOutcome, HostSpec } from '../../host/connection.js';
import { loadFixtureFiles, toWireCase } from '../../host/fixtures.js';
import type { FixtureCase } from '../../host/fixture-types.js';
import { AREAS } from '../../host/protocol.js';
import { isolatedSpec } from '../host-option.js';

export interface FixtureCaseRef {
  file: string;
  area: string;
  fixture: FixtureCase;
}

/** The host's outcome of each case it was sent, by case id; `claims`: the areas its hello declares. */
export interface HostAnswers {
  claims: string[];
  outcomes: Map<string, CaseOutcome>;
  /** Set when the host could not be reached at all. */
  error?: string;
}

/** The fixture cases of `areas` (of every area that has fixtures when absent). */
export function fixtureCasesOf(areas: readonly string[] | undefined): FixtureCaseRef[] {
  const wanted = (areas ?? AREAS).filter((a) => (AREAS as readonly string[]).includes(a));
  return loadFixtureFiles(undefined, wanted).flatMap((f) => f.cases.map((fixture) => ({ file: f.file, area: f.area, fixture })));
}

export interface AnswerSettings {
  timeoutMultiplier: number;
  validateProtocol: boolean;
  isolate: boolean;
}

/** Runs each case of an area the host claims; a host that does not start answers nothing (and says why). */
export async function fixtureAnswers(spec: HostSpec, cases: readonly FixtureCaseRef[], settings: AnswerSettings): Promise<HostAnswers> {
  const outcomes = new Map<string, CaseOutcome>();
  let connection;
  try {
    connection = await connect(settings.isolate ? isolatedSpec(spec) : spec, { timeoutMultiplier: settings.timeoutMultiplier, validateProtocol: settings.validateProtocol });
  } catch (error) {
    return { claims: [], outcomes, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] };
  }
  try {
    const claims = connection.hello.areas;
    for (const c of cases) {
      if (!claims.includes(c.area)) continue;
      outcomes.set(c.fixture.id, await connection.run({ ...toWireCase(c.fixture), area: c.area }));
    }
    return { claims, outcomes };
  } finally {
    await connection.close();
  }
}
