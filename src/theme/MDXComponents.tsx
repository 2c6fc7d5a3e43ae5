import MDXComponents from '@theme-original/MDXComponents';
import TryIt from '@site/src/theme/TryIt';
import DownloadCode from '@site/src/theme/DownloadCode';

/** Docusaurus's MDX components, with the try-it blocks' and the download link's elements (plugins/). */
export default { ...MDXComponents, TryIt, DownloadCode };
