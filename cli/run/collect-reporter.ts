// A vitest reporter that records every conformance test's outcome (and shows progress on stderr).
import { relative } from 'node:path';
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

  constructor(
    private readonly root: string,
    private readonly progress?: Progress,
  ) {}

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state === 'pending') return;
    const messages = (result.errors ?? []).map((e) => e.message ?? String(e));
    const status = result.state === 'passed' ? 'PASS' : result.state === 'skipped' ? 'SKIPPED' : statusOfFailure(messages);
    const record: TestRecord = {
      file: relative(this.root, testCase.module.moduleId),
      name: testCase.fullName,
      requirementIds: requirementIdsOf(testCase.name),
      status,
      durationMs: testCase.diagnostic()?.duration ?? 0,
    };
    if (status !== 'PASS' && status !== 'SKIPPED') {
      const whole = messages.join('\n');
      record.message = firstLines(whole, 12);
      const charged = chargedRequirement(record.requirementIds, messages[0] ?? whole);
      if (charged !== undefined) record.chargedTo = charged;
    }
    this.records.push(record);
    this.progress?.tick(status === 'PASS' || status === 'SKIPPED');
  }

  onTestModuleEnd(testModule: TestModule): void {
    for (const error of testModule.errors()) {
      this.moduleFailures.push({ file: relative(this.root, testModule.moduleId), message: firstLines(error.message, 12) });
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    for (const e of unhandledErrors) this.unhandled.push(firstLines(e.message, 12));
    this.progress?.done();
  }
}

function firstLines(text: string, n: number): string {
  const lines = text.split('\n');
  return lines.length <= n ? text : [...lines.slice(0, n), `… (${lines.length - n} more lines)`].join('\n');
}
