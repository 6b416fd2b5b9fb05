// One entry point for both plug-in styles, and the CAPKIT_* environment the suites are run with.
import type { ConnectOptions, HostConnection, HostSpec } from './connection.js';
import { connectModule } from './in-process.js';
import { connectCommand } from './stdio-client.js';
import type { HostOptions } from './timeouts.js';
import { maxTimeoutMultiplier } from './timeouts.js';
import { validateHelloResponse } from './validate.js';

export function connect(spec: HostSpec, options: HostOptions = {}): Promise<HostConnection> {
  switch (spec.kind) {
    case 'module':
      return connectModule(spec.path, options);
    case 'command':
      return connectCommand(spec.command, spec.cwd === undefined ? options : { ...options, cwd: spec.cwd });
  }
}

export class HostSpecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HostSpecError';
  }
}

const EXAMPLES = `e.g. CAPKIT_HOST='{"kind":"command","command":"python3 host.py"}' or '{"kind":"module","path":"./host.js"}'`;

/** Checks a parsed CAPKIT_HOST value; every problem names the variable and the field. */
export function parseHostSpec(value: unknown, source = 'CAPKIT_HOST'): HostSpec {
  const v = value as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new HostSpecError(`${source} must be a JSON object (${EXAMPLES})`);
  if (v.kind === 'module') {
    if (typeof v.path !== 'string' || v.path === '') throw new HostSpecError(`${source}.path must be a non-empty string for kind "module"`);
    return { kind: 'module', path: v.path };
  }
  if (v.kind === 'command') {
    if (typeof v.command !== 'string' || v.command.trim() === '') throw new HostSpecError(`${source}.command must be a non-empty string for kind "command"`);
    if (v.cwd !== undefined && typeof v.cwd !== 'string') throw new HostSpecError(`${source}.cwd must be a string when present`);
    return v.cwd === undefined ? { kind: 'command', command: v.command } : { kind: 'command', command: v.command, cwd: v.cwd };
  }
  throw new HostSpecError(`${source}.kind must be "module" or "command", got ${JSON.stringify(v.kind) ?? 'nothing'} (${EXAMPLES})`);
}

/**
 * The host under test as the CLI passes it to the suites: CAPKIT_HOST (JSON HostSpec, required),
 * CAPKIT_TIMEOUT_MULTIPLIER (positive number), CAPKIT_VALIDATE_PROTOCOL ('1' to validate every message),
 * CAPKIT_HELLO (the run's first hello, JSON: it fixes the host's identity and areas for every connection).
 */
export function hostSpecFromEnv(env: NodeJS.ProcessEnv = process.env): { spec: HostSpec; options: ConnectOptions } {
  const raw = env.CAPKIT_HOST;
  if (raw === undefined || raw.trim() === '') throw new HostSpecError(`CAPKIT_HOST is not set: it names the host under test (${EXAMPLES})`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new HostSpecError(`CAPKIT_HOST is not valid JSON (${(error as Error).message}): ${raw.slice(0, 200)}`);
  }
  const spec = parseHostSpec(parsed);
  const options: ConnectOptions = {};
  const multiplier = env.CAPKIT_TIMEOUT_MULTIPLIER;
  if (multiplier !== undefined && multiplier !== '') {
    const n = Number(multiplier);
    if (!Number.isFinite(n) || n <= 0) throw new HostSpecError(`CAPKIT_TIMEOUT_MULTIPLIER must be a positive number, got "${multiplier}"`);
    const max = maxTimeoutMultiplier();
    if (n > max) throw new HostSpecError(`CAPKIT_TIMEOUT_MULTIPLIER must be at most ${max} (a longer timeout does not fit a timer), got "${multiplier}"`);
    options.timeoutMultiplier = n;
  }
  const validate = env.CAPKIT_VALIDATE_PROTOCOL;
  if (validate !== undefined && validate !== '' && validate !== '0' && validate !== '1') {
    throw new HostSpecError(`CAPKIT_VALIDATE_PROTOCOL must be "1" or "0", got "${validate}"`);
  }
  if (validate === '1') options.validateProtocol = true;
  const hello = env.CAPKIT_HELLO;
  if (hello !== undefined && hello.trim() !== '') options.expectedHello = parseExpectedHello(hello);
  return { spec, options };
}

function parseExpectedHello(raw: string): NonNullable<ConnectOptions['expectedHello']> {
  try {
    return validateHelloResponse(JSON.parse(raw), 'CAPKIT_HELLO');
  } catch (error) {
    throw new HostSpecError(`CAPKIT_HELLO must be the run's first hello response as JSON: ${(error as Error).message}`);
  }
}
