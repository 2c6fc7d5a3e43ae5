/// <reference lib="webworker" />
/**
 * Runs try-it operations off the page's thread, so that a runaway resolver cannot freeze the
 * page: the editor (./Editor.tsx) terminates this worker to cancel a run.
 */
import { loadTryItModule } from './loadModule';
import { runOperation, type Payload, type TryItRequest, type TryItShape } from './runOperation';

export interface WorkerRequest extends TryItRequest {
  block: string;
}

export type WorkerMessage =
  | { type: 'payload'; payload: Payload; shape: TryItShape }
  | { type: 'done' }
  | { type: 'failed'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: WorkerMessage): void => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<WorkerRequest>) => {
  try {
    const module = await loadTryItModule(data.block);
    await runOperation(module, data, (payload, shape) => post({ type: 'payload', payload, shape }));
    post({ type: 'done' });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
