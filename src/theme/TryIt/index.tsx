import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

export interface Props {
  /** The block's key in the try-it registry (plugins/try-it). */
  block: string;
  /** The block's name in shared links: from its operation's name or its heading, unique on the page. */
  id: string;
  /** The operation and its variables as the page shows them. */
  operation: string;
  variables: string;
  /** The highlighted blocks, shown until the reader asks to try. */
  children: ReactNode;
}

// The editor, graphql and the page's samples: fetched when the reader reaches for the control.
const loadEditor = () => import('./Editor');
const Editor = lazy(loadEditor);

/**
 * A try-it block (plugins/try-it/remark.ts wraps them): the page's blocks with a "Try it"
 * control that turns them, in place, into an editor that runs the operation. Until then
 * nothing of the editor is loaded; hovering or focusing the control starts the fetch. A link
 * copied from an editor (./share.ts) opens this block's editor with the shared text in it.
 */
export default function TryIt({ block, id, operation, variables, children }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [shared, setShared] = useState<{ operation: string; variables: string }>();
  const [note, setNote] = useState('');
  const element = useRef<HTMLDivElement>(null);
  // A shared link's fragment exists only in the browser, so it is read once hydrated (and when it
  // changes); its reader (./share.ts) is fetched only for such a link, keeping it out of every page's
  // initial JavaScript.
  useEffect(() => {
    const read = () =>
      location.hash.startsWith('#try-it=') &&
      import('./share').then((share) =>
        share.applyShared(id, element.current, { setNote, setShared, setOpen }),
      );
    read();
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, [id]);
  const blocks = <div className={styles.blocks}>{children}</div>;
  return (
    <div ref={element} className={styles.tryIt} data-try-it={block} data-try-it-id={id}>
      {note && (
        <p className={styles.note} role="status">
          {note}
        </p>
      )}
      {open ? (
        <Suspense fallback={blocks}>
          <Editor
            // A new shared link replaces the editor, whose text is set when it is made.
            key={shared && shared.operation + shared.variables}
            block={block}
            id={id}
            operation={operation}
            variables={variables}
            {...(shared ? { shared } : {})}
          />
        </Suspense>
      ) : (
        <>
          {blocks}
          <button
            type="button"
            className="button button--sm button--primary"
            onPointerEnter={loadEditor}
            onFocus={loadEditor}
            onClick={() => setOpen(true)}
          >
            Try it
          </button>
        </>
      )}
    </div>
  );
}
