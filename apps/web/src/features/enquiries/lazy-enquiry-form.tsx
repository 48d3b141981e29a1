import type { EnquiryKind } from '@sightline/shared/content';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// Only the pages with a form load its code, and only in the browser: the prerendered HTML and the
// first render of hydration both have the placeholder, so they always match (a lazy component
// rendered by renderToString would be the form or the fallback depending on which page came first).
const EnquiryForm = lazy(() => import('./enquiry-form').then((module) => ({ default: module.EnquiryForm })));

const subscribe = () => () => {};

/** The enquiry form of a marketing page, loaded on demand; about the form's height is held meanwhile. */
export function LazyEnquiryForm({ kind }: { kind: EnquiryKind }) {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  const placeholder = <div className="mt-12 min-h-[38rem] rounded-xl border border-border bg-card sm:min-h-[33rem]" aria-hidden="true" />;
  return inBrowser ? (
    <Suspense fallback={placeholder}>
      <EnquiryForm kind={kind} />
    </Suspense>
  ) : (
    placeholder
  );
}
