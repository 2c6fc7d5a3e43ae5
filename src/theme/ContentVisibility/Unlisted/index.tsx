import type { Props } from '@theme/ContentVisibility/Unlisted';
import { lazyThemeComponent } from '../../../components/lazy-theme-component';

/** theme-classic's banner and noindex tag of an unlisted page, loaded only on such a page. */
export default lazyThemeComponent<Props>(
  () => import('@theme-original/ContentVisibility/Unlisted'),
);
