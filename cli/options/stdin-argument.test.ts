import { describe, expect, test } from 'vitest';
import { Readable } from 'node:stream';
import { readStdin } from './stdin-argument.js';

describe('readStdin', () => {
  test('reads every chunk; past its byte limit it stops with a usage error naming stdin', async () => {
    expect(await readStdin(Readable.from([Buffer.from('group(1)\n'), Buffer.from('role(master)\n')]), 100)).toBe('group(1)\nrole(master)\n');
    await expect(readStdin(Readable.from([Buffer.alloc(60, 'a'), Buffer.alloc(60, 'b')]), 100)).rejects.toThrow(/^stdin: more than the 100 bytes/);
  });
});
