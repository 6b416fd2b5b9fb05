// "did you mean permits?": the closest known name to a mistyped one, when it is close enough.

/** Levenshtein distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known name nearest to `name` (case-insensitively), if at most a third of it differs. */
export function closest(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const k of known) {
    const d = editDistance(name.toLowerCase(), k.toLowerCase());
    if (best === undefined || d < best.d) best = { name: k, d };
  }
  return best !== undefined && best.d <= Math.max(1, Math.floor(Math.max(name.length, best.name.length) / 3)) ? best.name : undefined;
}

/** ` (did you mean permits?)`, or nothing. */
export function didYouMean(name: string, known: readonly string[]): string {
  const hit = closest(name, known);
  return hit === undefined ? '' : ` (did you mean ${hit}?)`;
}
