import { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Set before hydration by Docusaurus's inline script when the visitor had
// closed a bar; its CSS hides the bar while the attribute is 'true'.
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/**
 * A new announcement (new id) must show on the first visit after a visitor
 * closed an older one. Docusaurus already decides the bar is active again, but
 * the attribute from the old dismissal still hides it until the next reload;
 * clear the attribute once the bar is active. (Docusaurus sets it in
 * https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-theme-common/src/contexts/announcementBar.tsx.)
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
