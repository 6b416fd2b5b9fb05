// A vitest reporter that records every conformance test's outcome (and shows progress on stderr).
import { relative } from 'node:path';
import { suiteSourceName } from './suite-files.js';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { SerializedError } from 'vitest';
import { chargedRequirement, requirementIdsOf, statusOfFailure, type TestRecord } from './test-record.js';
import type { Progress } from '../ui/progress.js';

export interface ModuleFailure {
  file: string;
  message: string;
}

export class CollectReporter implements Reporter {
  readonly records: TestRecord[] = [];
  readonly moduleFailures: ModuleFailure[] = [];
  readonly unhandled: string[] = [];
  /** Where each recorded test is in `records`, by vitest's id. */
  private readonly at = new Map<string, number>();

  constructor(
    private readonly root: string,
    private readonly progress?: Progress,
  ) {}

  onTestCaseResult(testCase: TestCase): void {
    const record = recordOf(testCase, this.root);
    if (record === undefined) return;
    // Under load a test's result can arrive after its module ended, where it was taken for unselected:
    // the result replaces that record (one record per test, never a PASS and a "not selected" both).
    const earlier = this.at.get(testCase.id);
    if (earlier !== undefined) this.records[earlier] = record;
    else {
      this.at.set(testCase.id, this.records.length);
      this.records.push(record);
    }
    this.progress?.tick(record.status === 'PASS' || record.status === 'SKIPPED');
  }

  onTestModuleEnd(testModule: TestModule): void {
    // A test that never reported a result was not selected: another shard's (its describe block skipped
    // whole), or left out by --grep. It still belongs to its requirements, which therefore cannot PASS.
    for (const testCase of testModule.children.allTests()) {
      if (this.at.has(testCase.id)) continue;
      this.at.set(testCase.id, this.records.length);
      // Its result may be known already though not yet reported; without one it was not selected.
      this.records.push(recordOf(testCase, this.root) ?? unselectedRecordOf(testCase, this.root));
    }
    for (const error of testModule.errors()) {
      this.moduleFailures.push({ file: suiteSourceName(relative(this.root, testModule.moduleId).split('\\').join('/')), message: error.message });
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    for (const e of unhandledErrors) this.unhandled.push(e.message);
    this.progress?.done();
  }
}

/** A test the run collected but never ran. */
export function unselectedRecordOf(testCase: TestCase, root: string): TestRecord {
  return {
    file: suiteSourceName(relative(root, testCase.module.moduleId).split('\\').join('/')),
    name: testCase.fullName,
    requirementIds: requirementIdsOf(testCase.name),
    status: 'SKIPPED',
    selected: false,
    durationMs: 0,
  };
}

/** One finished test as a record (undefined while it is still pending). The failure text is kept whole. */
export function recordOf(testCase: TestCase, root: string): TestRecord | undefined {
  const result = testCase.result();
  if (result.state === 'pending') return undefined;
  const messages = (result.errors ?? []).map((e) => e.message ?? String(e));
  const status = result.state === 'passed' ? 'PASS' : result.state === 'skipped' ? 'SKIPPED' : statusOfFailure(messages);
  const record: TestRecord = {
    file: suiteSourceName(relative(root, testCase.module.moduleId).split('\\').join('/')),
    name: testCase.fullName,
    requirementIds: requirementIdsOf(testCase.name),
    status,
    durationMs: testCase.diagnostic()?.duration ?? 0,
  };
  if (result.state === 'skipped') {
    // Marked skip before it ran (not matched by --grep, another shard's, or `.skip` in the suite), or
    // skipped itself while running, with a note saying why (`ctx.skip(…)`).
    const note = result.note;
    if (testCase.options.mode === 'skip' || testCase.options.mode === 'todo' || note === undefined) record.selected = false;
    else record.skipNote = note;
  }
  if (status !== 'PASS' && status !== 'SKIPPED') {
    record.message = messages.join('\n');
    const charged = chargedRequirement(record.requirementIds, messages[0]);
    if (charged !== undefined) record.chargedTo = charged;
  }
  return record;
}
