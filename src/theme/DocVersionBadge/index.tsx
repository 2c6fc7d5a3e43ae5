import DocVersionBadge from '@theme-original/DocVersionBadge';
import { layoutPart } from '@site/src/components/layout-part';

export default layoutPart(DocVersionBadge);
