import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useColorMode } from '@docusaurus/theme-common';
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { forEachDiagnostic, linter } from '@codemirror/lint';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { graphql, updateSchema } from 'cm6-graphql';
import { editorTokenVariable, type EditorToken } from '@site/plugins/code-highlight/editor-tokens';
import { loadTryItModule } from './loadModule';
import type { Payload, TryItShape } from './runOperation';
import type { WorkerMessage, WorkerRequest } from './worker';
import { maxFragmentLength, shareFragment } from './share';
import type { Props as TryItProps } from './index';
import styles from './styles.module.css';

type Props = Omit<TryItProps, 'children'> & {
  /** The text a shared link brought (./share.ts), in place of the page's. */
  shared?: { operation: string; variables: string };
};

const colour = (token: EditorToken) => `var(${editorTokenVariable(token)})`;

/** Token colours from the page's code themes, which switch with the colour mode in CSS. */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.definitionKeyword, tags.bool, tags.null], color: colour('keyword') },
  { tag: tags.string, color: colour('string') },
  {
    tag: [tags.integer, tags.float, tags.number, tags.propertyName, tags.special(tags.name)],
    color: colour('constant'),
  },
  { tag: [tags.variableName, tags.attributeName], color: colour('variable') },
  { tag: [tags.atom, tags.modifier], color: colour('name') },
  { tag: tags.lineComment, color: colour('comment'), fontStyle: 'italic' },
]);

const editorTheme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--prism-background-color)',
    color: 'var(--prism-color)',
    fontSize: 'var(--ifm-code-font-size)',
  },
  '&.cm-focused': {
    outline: '2px solid var(--ifm-color-primary)',
    outlineOffset: '-2px',
  },
  '.cm-content': {
    fontFamily: 'var(--ifm-font-family-monospace)',
    padding: '0.75rem 0',
    caretColor: 'var(--prism-color)',
  },
  '.cm-line': { padding: '0 var(--ifm-pre-padding)' },
  '.cm-cursor': { borderLeftColor: 'var(--prism-color)' },
});

/** The editor's diagnostics as readers read them: `line:column message`. */
function diagnosticsOf(state: EditorState): string[] {
  const found: string[] = [];
  forEachDiagnostic(state, (diagnostic) => {
    const line = state.doc.lineAt(diagnostic.from);
    found.push(`${line.number}:${diagnostic.from - line.from + 1} ${diagnostic.message}`);
  });
  return found;
}

interface CodeFieldProps {
  doc: string;
  label: string;
  language: Extension;
  /** Ctrl/⌘ Enter. */
  onRun: () => void;
  /** Escape: where focus goes when the reader leaves the editor. */
  onLeave: () => void;
  /** The editor once it exists. */
  onView: (view: EditorView) => void;
  /** The text after each edit. */
  onChange?: (text: string) => void;
}

/** A labelled CodeMirror editor, with its diagnostics listed under it as the reader types. */
function CodeField({
  doc,
  label,
  language,
  onRun,
  onLeave,
  onView,
  onChange,
}: CodeFieldProps): ReactNode {
  const [view, setView] = useState<EditorView>();
  const [problems, setProblems] = useState<string[]>([]);
  const [darkMode] = useState(() => new Compartment());
  const { colorMode } = useColorMode();
  const handlers = useRef({ onRun, onLeave, onChange });
  useEffect(() => {
    handlers.current = { onRun, onLeave, onChange };
  });
  const parent = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const created = new EditorView({
        parent: element,
        state: EditorState.create({
          doc,
          extensions: [
            Prec.highest(
              keymap.of([
                { key: 'Mod-Enter', run: () => (handlers.current.onRun(), true) },
                { key: 'Escape', run: () => (handlers.current.onLeave(), true) },
              ]),
            ),
            history(),
            indentOnInput(),
            bracketMatching(),
            closeBrackets(),
            autocompletion(),
            keymap.of([
              ...closeBracketsKeymap,
              ...defaultKeymap,
              ...historyKeymap,
              ...completionKeymap,
            ]),
            syntaxHighlighting(highlightStyle),
            editorTheme,
            darkMode.of(EditorView.darkTheme.of(false)),
            EditorView.contentAttributes.of({ 'aria-label': label }),
            EditorView.updateListener.of((update) => {
              if (update.docChanged) handlers.current.onChange?.(update.state.doc.toString());
              const next = diagnosticsOf(update.state);
              setProblems((shown) => (shown.join('\n') === next.join('\n') ? shown : next));
            }),
            language,
          ],
        }),
      });
      setView(created);
      onView(created);
    },
    // The editor is made once, from the first props: it keeps the reader's text from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => () => view?.destroy(), [view]);
  useEffect(() => {
    view?.dispatch({
      effects: darkMode.reconfigure(EditorView.darkTheme.of(colorMode === 'dark')),
    });
  }, [view, colorMode, darkMode]);
  return (
    <>
      <span className={styles.label}>{label}</span>
      <div ref={parent} className={styles.field} />
      {problems.length > 0 && (
        <ul className={styles.problems} aria-label={`Problems in the ${label.toLowerCase()}`}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </>
  );
}

const payloadLabel = (shape: TryItShape, index: number): string =>
  shape === 'single'
    ? 'Result'
    : shape === 'subscription'
      ? `Event ${index + 1}`
      : index === 0
        ? 'Initial payload'
        : `Subsequent payload ${index}`;

type Run =
  | { state: 'idle' }
  | { state: 'running'; payloads: { payload: Payload; shape: TryItShape }[] }
  | { state: 'done' | 'cancelled'; payloads: { payload: Payload; shape: TryItShape }[] }
  | { state: 'failed'; message: string };

function statusText(run: Run, shortcut: string): string {
  switch (run.state) {
    case 'idle':
      return `Edit the operation, then choose Run or press ${shortcut}.`;
    case 'running':
      return run.payloads.length > 0 ? `Running: ${run.payloads.length} received…` : 'Running…';
    case 'cancelled':
      return 'Cancelled.';
    case 'failed':
      return `The run failed: ${run.message}`;
    case 'done': {
      const errors = run.payloads.some(({ payload }) => 'errors' in payload);
      const count = run.payloads.length > 1 ? `: ${run.payloads.length} payloads` : '';
      return `Done${count}${errors ? ', with errors' : ''}.`;
    }
  }
}

/**
 * The try-it editor: the operation (and its variables) in CodeMirror, with completion and
 * validation from cm6-graphql against the page's own schema, and the run in a worker
 * (./worker.ts), whose payloads are shown as they arrive.
 */
export default function Editor({ block, id, operation, variables, shared }: Props): ReactNode {
  const runButton = useRef<HTMLButtonElement>(null);
  const worker = useRef<Worker>(undefined);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const shortcut =
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
      ? '⌘ Enter'
      : 'Ctrl+Enter';
  const [operationText, setOperationText] = useState(shared?.operation ?? operation);
  const [linkStatus, setLinkStatus] = useState('');
  // A variables editor where the block has variables or the operation, as edited, declares some.
  const hasVariables =
    variables !== '' || (shared?.variables ?? '') !== '' || /\(\s*\$/.test(operationText);
  const [operationView, setOperationView] = useState<EditorView>();
  const [variablesView, setVariablesView] = useState<EditorView>();
  const leave = () => runButton.current?.focus();

  // The schema the editor completes and validates against: the page's, loaded in this thread too.
  useEffect(() => {
    const view = operationView;
    if (!view) return;
    let current = true;
    loadTryItModule(block).then(
      ({ schema }) => current && updateSchema(view, schema),
      (error: Error) => current && setRun({ state: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [block, operationView]);

  useEffect(() => () => worker.current?.terminate(), []);
  useEffect(() => operationView?.focus(), [operationView]);

  function runNow(): void {
    if (!operationView) return;
    worker.current ??= new Worker(new URL('./worker.ts', import.meta.url));
    const payloads: { payload: Payload; shape: TryItShape }[] = [];
    setRun({ state: 'running', payloads });
    worker.current.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.type === 'payload') {
        payloads.push({ payload: data.payload, shape: data.shape });
        setRun({ state: 'running', payloads: [...payloads] });
      } else if (data.type === 'done') setRun({ state: 'done', payloads });
      else setRun({ state: 'failed', message: data.message });
    };
    const request: WorkerRequest = {
      block,
      source: operationView.state.doc.toString(),
      variables: hasVariables ? (variablesView?.state.doc.toString() ?? '') : '',
    };
    worker.current.postMessage(request);
  }

  function cancel(): void {
    // A run cannot be interrupted from outside its thread: the worker goes, a new one runs next.
    worker.current?.terminate();
    worker.current = undefined;
    // Rendered at once, so that the Run button is enabled again when it takes the focus.
    flushSync(() =>
      setRun((current) => ({
        state: 'cancelled',
        payloads: current.state === 'running' ? current.payloads : [],
      })),
    );
    runButton.current?.focus();
  }

  /** The page's address with this block's edited text in the fragment, on the clipboard. */
  async function copyLink(): Promise<void> {
    const fragment = shareFragment(
      id,
      operationView?.state.doc.toString() ?? operationText,
      hasVariables ? (variablesView?.state.doc.toString() ?? '') : '',
    );
    if (fragment.length > maxFragmentLength) {
      setLinkStatus('Too long to share as a link.');
      return;
    }
    const { origin, pathname, search } = window.location;
    try {
      await navigator.clipboard.writeText(`${origin}${pathname}${search}#${fragment}`);
      setLinkStatus('Link copied: it opens this editor with your text.');
    } catch {
      setLinkStatus('The link could not be copied.');
    }
  }

  function reset(): void {
    // A fresh worker also gives fresh sample modules: data a mutation changed is restored.
    worker.current?.terminate();
    worker.current = undefined;
    for (const [view, doc] of [
      [operationView, operation],
      [variablesView, variables],
    ] as const)
      view?.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
    setRun({ state: 'idle' });
    operationView?.focus();
  }

  const running = run.state === 'running';
  const payloads = 'payloads' in run ? run.payloads : [];
  return (
    <div role="group" aria-label="Try it">
      <CodeField
        doc={shared?.operation ?? operation}
        label="Operation"
        language={graphql()}
        onRun={runNow}
        onLeave={leave}
        onView={setOperationView}
        onChange={setOperationText}
      />
      {hasVariables && (
        <CodeField
          doc={shared?.variables ?? variables}
          label="Variables"
          language={[json(), linter(jsonParseLinter())]}
          onRun={runNow}
          onLeave={leave}
          onView={setVariablesView}
        />
      )}
      <div className={styles.controls}>
        <button
          ref={runButton}
          type="button"
          className="button button--sm button--primary"
          disabled={running}
          onClick={runNow}
        >
          Run
        </button>
        {running && (
          <button type="button" className="button button--sm button--secondary" onClick={cancel}>
            Cancel
          </button>
        )}
        <button type="button" className="button button--sm button--secondary" onClick={reset}>
          Reset
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={copyLink}>
          Copy link
        </button>
        <span className={styles.hint}>{shortcut} runs · Escape leaves the editor</span>
        <span className={styles.hint} aria-live="polite" data-try-it-link-status="">
          {linkStatus}
        </span>
      </div>
      <section aria-live="polite" aria-label="Result" data-shape={payloads[0]?.shape}>
        <p className={styles.status}>{statusText(run, shortcut)}</p>
        {payloads.map(({ payload, shape }, index) => (
          <figure key={index} className={styles.payload}>
            <figcaption>{payloadLabel(shape, index)}</figcaption>
            <pre data-try-it-payload="">{JSON.stringify(payload, null, 2)}</pre>
          </figure>
        ))}
      </section>
    </div>
  );
}
