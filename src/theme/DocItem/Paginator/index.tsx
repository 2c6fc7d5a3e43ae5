import DocItemPaginator from '@theme-original/DocItem/Paginator';
import { layoutPart } from '@site/src/components/layout-part';

export default layoutPart(DocItemPaginator);
