import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import { layoutPart } from '@site/src/components/layout-part';

export default layoutPart(DocItemTOCDesktop);
