import type { EnquiryKind } from '@sightline/shared/content';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// Only the pages with a form load its code, and only in the browser: the prerendered HTML and the
// first render of hydration both have the placeholder, so they always match (a lazy component
// rendered by renderToString would be the form or the fallback depending on which page came first).
const EnquiryForm = lazy(() => import('./enquiry-form').then((module) => ({ default: module.EnquiryForm })));

const subscribe = () => () => {};

/** About each form's height on a phone and from 640 px up, so the page below does not jump when it appears. */
const HEIGHTS: Record<EnquiryKind, string> = {
  contact: 'min-h-[43.5rem] sm:min-h-[42.25rem]',
  apply: 'min-h-[58rem] sm:min-h-[55.75rem]',
  'schedule-call': 'min-h-[55.5rem] sm:min-h-[54.25rem]',
  partner: 'min-h-[49.25rem] sm:min-h-[46.25rem]',
  enterprise: 'min-h-[51rem] sm:min-h-[49rem]',
};

/** The enquiry form of a marketing page, loaded on demand; its height is held meanwhile. */
export function LazyEnquiryForm({ kind }: { kind: EnquiryKind }) {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  const placeholder = <div className={`mt-12 max-w-2xl rounded-xl border border-border bg-card ${HEIGHTS[kind]}`} aria-hidden="true" />;
  return inBrowser ? (
    <Suspense fallback={placeholder}>
      <EnquiryForm kind={kind} />
    </Suspense>
  ) : (
    placeholder
  );
}
