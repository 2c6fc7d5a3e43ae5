/**
 * A try-it block's edited operation in a link: the state lives in the URL's fragment (never sent
 * to a server, never stored), `#try-it=<block id>&operation=…&variables=…`, percent-encoded, and is
 * read back as plain text for the editor only.
 */

/** Longer fragments are refused, when copied and when read (about what every browser keeps in a URL). */
export const maxFragmentLength = 8000;
const prefix = 'try-it=';

export type SharedState =
  { id: string; operation: string; variables: string } | { problem: string; id?: string };

export function shareFragment(id: string, operation: string, variables: string): string {
  const pairs = [prefix + encodeURIComponent(id), `operation=${encodeURIComponent(operation)}`];
  if (variables.trim()) pairs.push(`variables=${encodeURIComponent(variables)}`);
  return pairs.join('&');
}

/** The state a location's fragment holds, a problem when it is not readable, undefined when it is not a try-it link. */
export function readShared(hash: string): SharedState | undefined {
  const fragment = hash.replace(/^#/, '');
  if (!fragment.startsWith(prefix)) return undefined;
  if (fragment.length > maxFragmentLength) return { problem: 'it is too long' };
  const fields = new Map<string, string>();
  for (const pair of fragment.split('&')) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at);
    if (at < 0 || fields.has(key) || !['try-it', 'operation', 'variables'].includes(key))
      return { problem: 'it is malformed' };
    try {
      fields.set(key, decodeURIComponent(pair.slice(at + 1)));
    } catch {
      return { problem: 'it is malformed' };
    }
  }
  const id = fields.get('try-it')!;
  const operation = fields.get('operation');
  if (operation === undefined || !operation.trim()) return { problem: 'it has no operation', id };
  return { id, operation, variables: fields.get('variables') ?? '' };
}
