import type { Props } from '@theme/ContentVisibility/Draft';
import { lazyThemeComponent } from '../../../components/lazy-theme-component';

/** theme-classic's banner of a draft page, which only the dev server shows, loaded only there. */
export default lazyThemeComponent<Props>(() => import('@theme-original/ContentVisibility/Draft'));
