import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';

// The languages of `prism.additionalLanguages` (bash), added to Prism before the
// first block is highlighted: the work of theme-classic's client module, which
// plugins/lazy-prism.ts keeps out of the main bundle. This module is loaded on
// demand (see ./index.tsx), so Prism arrives only with the first code block to
// highlight.
prismIncludeLanguages(Prism);

export default Content as typeof ContentType;
