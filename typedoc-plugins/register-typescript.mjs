// TypeDoc imports its plugins with Node's native import(), which cannot read
// TypeScript on Node 20 (https://typedoc.org/documents/Development.Plugins.html). Loaded first, this registers tsx's ESM loader so the
// TypeScript plugins after it load natively and share TypeDoc's one instance.
// (It stays JavaScript because nothing could load it otherwise.)
import { register } from 'tsx/esm/api';

register();

/** TypeDoc requires every plugin to export `load`; the work is done above. */
export function load() {}
