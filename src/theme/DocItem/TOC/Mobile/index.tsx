import DocItemTOCMobile from '@theme-original/DocItem/TOC/Mobile';
import { layoutPart } from '@site/src/components/layout-part';

export default layoutPart(DocItemTOCMobile);
