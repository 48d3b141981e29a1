import { useEffect } from 'react';
import { useLocation } from 'react-router';

const SUFFIX = 'Sightline';

/** Fired once a page has set its title, so a page view never carries the previous page's title. */
export const PAGE_READY_EVENT = 'sightline:page-ready';
export type PageReadyEvent = CustomEvent<{ locationKey: string }>;

export function useDocumentTitle(title: string): void {
  const { key } = useLocation();
  useEffect(() => {
    document.title = title === SUFFIX ? title : `${title} | ${SUFFIX}`;
    window.dispatchEvent(new CustomEvent(PAGE_READY_EVENT, { detail: { locationKey: key } }));
  }, [title, key]);
}
