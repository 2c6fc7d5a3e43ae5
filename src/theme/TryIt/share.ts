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

/**
 * What a try-it block does with the location's fragment: opens its editor with the shared text
 * when the link names it; when the link cannot be used, the block it names (else the page's
 * first) says so in a note, and the page opens as usual.
 */
export function applyShared(
  id: string,
  element: HTMLElement | null,
  block: {
    setNote: (note: string) => void;
    setShared: (shared: { operation: string; variables: string }) => void;
    setOpen: (open: boolean) => void;
  },
): void {
  const state = readShared(location.hash);
  if (!state) return;
  const named = document.querySelector(`[data-try-it-id="${CSS.escape(state.id ?? '')}"]`);
  if ('problem' in state || !named) {
    if ((named ?? document.querySelector('[data-try-it-id]')) === element)
      block.setNote(
        `The link's Try it state was not used: ${'problem' in state ? state.problem : 'it names no block of this page'}.`,
      );
  } else if (state.id === id) {
    block.setNote('');
    block.setShared(state);
    block.setOpen(true);
    element?.scrollIntoView({ block: 'start' });
  }
}
