import MDXComponents from '@theme-original/MDXComponents';
import TryIt from '@site/src/theme/TryIt';

/** Docusaurus's MDX components, and the try-it blocks' element (plugins/try-it/remark.ts). */
export default { ...MDXComponents, TryIt };
