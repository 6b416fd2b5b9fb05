// PROTOCOL-001 and PROTOCOL-002 are exercised by every exchange of every run, not by tests of their own:
// each test file's connection checks its hello against the run's first (a different one is a protocol
// error charged to PROTOCOL-001), and each answer is checked for its seq, its one line and one result per
// step (else a protocol error charged to PROTOCOL-002). A run whose tests exchanged cases with the host
// therefore judges both: this record is their evidence, and it is PASS because every failure of those
// rules is already a failed test charged to them (which decides the requirement, as any failure does).
// Only complete evidence passes: a run with an exchange that got no answer (crash, timeout, errored)
// leaves both open, and a run in which the host answered nothing judges neither.
import { wasSelected, type TestRecord } from './test-record.js';

/** Where the run's own evidence is listed in reports (no suite file: the run's exchanges themselves). */
export const EXCHANGES_FILE = 'capkit run (the run\'s exchanges with the host)';

/** The evidence records of PROTOCOL-001/002 from the tests that ran; none when no test exchanged a case. */
export function exchangeRecords(records: readonly TestRecord[]): TestRecord[] {
  const ran = records.filter((t) => wasSelected(t) && t.status !== 'SKIPPED' && t.file !== EXCHANGES_FILE);
  // A test whose host answered (rightly or wrongly) completed its exchanges; one that ended in a crash, a
  // timeout or an error left an exchange unanswered, so the evidence of every exchange is incomplete.
  const answered = ran.filter((t) => t.status === 'PASS' || t.status === 'FAIL');
  if (answered.length === 0) return [];
  const evidence = (id: string, what: string): TestRecord => {
    // A protocol error is a judged exchange (charged to its PROTOCOL rule); anything else unanswered is not.
    const unanswered = ran.filter((t) => t.status !== 'PASS' && t.status !== 'FAIL' && !(t.chargedTo ?? '').startsWith('PROTOCOL-'));
    // The name is the same in every run and every shard (reports merge tests by name).
    const base = { file: EXCHANGES_FILE, name: `protocol > [${id}] ${what} (judged from every exchange of the run)`, requirementIds: [id], durationMs: 0 };
    if (unanswered.length === 0) return { ...base, status: 'PASS' };
    const kinds = [...new Set(unanswered.map((t) => t.status))].join(', ');
    return { ...base, status: 'SKIPPED', skipNote: `${unanswered.length} of the run's tests ended without an answer (${kinds}): not every exchange could be judged` };
  };
  return [
    evidence('PROTOCOL-001', 'every hello of the run (each connection, each restart) named the implementation and areas of the first'),
    evidence('PROTOCOL-002', 'every answer came on one line with the seq sent and one result per step'),
  ];
}
