/**
 * Remembers what `compute` answered for the last `size` distinct keys (oldest first out), for
 * pure work that the same inputs ask for again and again: preparing SQL, sanitizing HTML.
 */
export function memoize<Result>(compute: (key: string) => Result, size: number): (key: string) => Result {
  const kept = new Map<string, Result>();
  return (key) => {
    if (kept.has(key)) return kept.get(key)!;
    const result = compute(key);
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(key, result);
    return result;
  };
}
