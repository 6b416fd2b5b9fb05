// The registry's error outcomes: a stable kebab-case code (what suites match on) and a message that
// names what and where (the file or source, the field, the name).

export type RegistryErrorCode =
  | 'invalid-name'
  | 'invalid-definition'
  | 'duplicate-name'
  | 'missing-agent-file'
  | 'routing-conflict'
  | 'prepare-failed'
  | 'duplicate-provider'
  | 'unknown-disposer'
  | 'unknown-tool'
  | 'invalid-input'
  | 'tool-failed'
  | 'scope-ended';

export interface RegistryError {
  readonly code: RegistryErrorCode;
  readonly message: string;
}

export function registryError(code: RegistryErrorCode, message: string): RegistryError {
  return { code, message };
}

/** A problem found while preparing a candidate; `source` is where it came from (a file, addTool:…, seam:…). */
export interface Problem extends RegistryError {
  readonly source: string;
  /** The definition field at fault, for invalid-definition. */
  readonly field?: string;
}

/**
 * An invalid-definition problem (REGISTRY-003) of `source`. The field at fault and the message only word it
 * for authors (capkit inspect shows both); the protocol answers the code and a free-text message.
 */
export function invalidDefinition(source: string, field: string, message: string): Problem {
  return { code: 'invalid-definition', source, field, message };
}
