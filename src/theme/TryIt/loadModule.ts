import registry from '@try-it/registry';
import { mergeModules, type TryItModule } from './runOperation';

/** The sample modules of the try-it block `block` (its key from plugins/try-it), merged. */
export async function loadTryItModule(block: string): Promise<TryItModule> {
  const load = registry[block];
  if (!load) throw new Error(`the site has no sample modules for the try-it block ${block}`);
  return mergeModules(await load(), `the modules of ${block}`);
}
