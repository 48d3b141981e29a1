import { useEffect } from 'react';
import { useLocation } from 'react-router';

const SUFFIX = 'Sightline';

/** Fired once a page has set its title, so a page view never carries the previous page's title. */
export const PAGE_READY_EVENT = 'sightline:page-ready';
export type PageReadyEvent = CustomEvent<{ locationKey: string }>;

/** `brand: false` leaves our name out: white-label pages must not mention it, not even in the tab. */
export function useDocumentTitle(title: string, { brand = true }: { brand?: boolean } = {}): void {
  const { key } = useLocation();
  useEffect(() => {
    document.title = !brand || title === SUFFIX ? title : `${title} | ${SUFFIX}`;
    window.dispatchEvent(new CustomEvent(PAGE_READY_EVENT, { detail: { locationKey: key } }));
  }, [title, key, brand]);
}
