/**
 * Turns any result (data, errors, thrown values, AST nodes, signals) into a
 * stable JSON string, so that the two versions' results compare as text.
 */
function plain(value: unknown, seen: Set<unknown>): unknown {
  if (value === undefined) return '[undefined]';
  if (typeof value === 'function') return `[function ${value.name}]`;
  if (typeof value === 'symbol') return `[${String(value)}]`;
  if (typeof value === 'bigint') return `[bigint ${value}]`;
  if (typeof value === 'number' && !Number.isFinite(value)) return `[number ${value}]`;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    if (value instanceof AbortSignal) return { AbortSignal: { aborted: value.aborted } };
    if (value instanceof Error) {
      const error = value as Error & { toJSON?: () => unknown; cause?: unknown };
      // A GraphQLError is compared as a response shows it (17 also sets its `cause`,
      // observed once by the api:error-cause case); any other error with its cause.
      if (typeof error.toJSON === 'function') return { [error.name]: plain(error.toJSON(), seen) };
      return {
        [error.name]: error.message,
        ...(error.cause !== undefined ? { cause: plain(error.cause, seen) } : {}),
      };
    }
    if (Array.isArray(value)) return value.map((item) => plain(item, seen));
    if (value instanceof Map) return { Map: [...value].map((entry) => plain(entry, seen)) };
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
      return plain((value as { toJSON: () => unknown }).toJSON(), seen);
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      out[key] = plain((value as Record<string, unknown>)[key], seen);
    return out;
  } finally {
    seen.delete(value);
  }
}

export function normalize(value: unknown): string {
  return JSON.stringify(plain(value, new Set())) ?? 'undefined';
}
