import { lazy, Suspense, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

export interface Props {
  /** The block's key in the try-it registry (plugins/try-it). */
  block: string;
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
 * nothing of the editor is loaded; hovering or focusing the control starts the fetch.
 */
export default function TryIt({ block, operation, variables, children }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const blocks = <div className={styles.blocks}>{children}</div>;
  return (
    <div className={styles.tryIt} data-try-it={block}>
      {open ? (
        <Suspense fallback={blocks}>
          <Editor block={block} operation={operation} variables={variables} />
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
