import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import { layoutPart } from '@site/src/components/layout-part';

export default layoutPart(DocBreadcrumbs);
