// The exit code of a matrix run: 0 only when every host's own run passes. Otherwise 1 when some host
// fails a requirement, else the first host's own code (4 did not start, 5 no verdict, 3 internal).
import { EXIT } from '../exit-codes.js';

export function matrixExitCode(hostCodes: readonly number[]): number {
  if (hostCodes.length > 0 && hostCodes.every((c) => c === EXIT.pass)) return EXIT.pass;
  if (hostCodes.includes(EXIT.fail)) return EXIT.fail;
  return hostCodes.find((c) => c !== EXIT.pass) ?? EXIT.noVerdict;
}
