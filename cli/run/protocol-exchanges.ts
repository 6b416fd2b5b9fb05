// PROTOCOL-001 and PROTOCOL-002 are exercised by every exchange of every run, not by tests of their own:
// each test file's connection checks its hello against the run's first (a different one is a protocol
// error charged to PROTOCOL-001), and each answer is checked for its seq, its one line and one result per
// step (else a protocol error charged to PROTOCOL-002). A run whose tests exchanged cases with the host
// therefore judges both: this record is their evidence, and it is PASS because every failure of those
// rules is already a failed test charged to them (which decides the requirement, as any failure does).
import { wasSelected, type TestRecord } from './test-record.js';

/** Where the run's own evidence is listed in reports (no suite file: the run's exchanges themselves). */
export const EXCHANGES_FILE = 'capkit run (the run\'s exchanges with the host)';

/** The evidence records of PROTOCOL-001/002 from the tests that ran; none when no test exchanged a case. */
export function exchangeRecords(records: readonly TestRecord[]): TestRecord[] {
  const exchanged = records.filter((t) => wasSelected(t) && t.status !== 'SKIPPED' && t.file !== EXCHANGES_FILE);
  if (exchanged.length === 0) return [];
  const n = `${exchanged.length} test${exchanged.length === 1 ? '' : 's'}`;
  const evidence = (id: string, what: string): TestRecord => ({
    file: EXCHANGES_FILE,
    name: `protocol > [${id}] ${what} (the exchanges of ${n})`,
    requirementIds: [id],
    status: 'PASS',
    durationMs: 0,
  });
  return [
    evidence('PROTOCOL-001', 'every hello of the run (each connection, each restart) named the implementation and areas of the first'),
    evidence('PROTOCOL-002', 'every answer came on one line with the seq sent and one result per step'),
  ];
}
