// The metaschema's verdict is kept per schema object: a staged definition is read once and never changed,
// so a later commit that prepares it again takes the verdict it had.
import { describe, expect, test } from 'vitest';
import { projectInputSchema } from './input-schema.js';

describe('schema verdicts per object', () => {
  test('an object already judged keeps its verdict; an equal new object is judged by its text', () => {
    const judged: Record<string, unknown> = { type: 'object', properties: { q: { type: 'string' } } };
    expect(projectInputSchema(judged).ok).toBe(true);
    // Changed after it was judged (no staged definition is): the kept verdict answers.
    judged.properties = 5;
    expect(projectInputSchema(judged).ok).toBe(true);
    expect(projectInputSchema({ type: 'object', properties: 5 }).ok).toBe(false);
  });
  test('a bad schema keeps its reason', () => {
    const bad = { type: 'object', required: 'q' };
    const first = projectInputSchema(bad);
    expect(first.ok).toBe(false);
    expect(projectInputSchema(bad)).toEqual(first);
  });
});
