/// <reference lib="dom" />
import type { ElementRef, Gatherer } from '../../types';
import { prepareForPageFunctions } from './page-functions';

export interface MetaRefreshElement {
  element: ElementRef;
  content: string | null;
}

declare module '../../types' {
  interface Artifacts {
    /** `<meta http-equiv="refresh">` elements in document order. */
    MetaRefresh: MetaRefreshElement[];
  }
}

function collectMetaRefresh(): MetaRefreshElement[] {
  return Array.from(document.querySelectorAll('meta[http-equiv]'))
    .filter((meta) => meta.getAttribute('http-equiv')!.trim().toLowerCase() === 'refresh')
    .map((meta) => ({ element: window.sightlineDescribe(meta), content: meta.getAttribute('content') }));
}

export const metaRefreshGatherer: Gatherer<'MetaRefresh'> = {
  name: 'MetaRefresh',
  phase: 'passive',
  async gather({ page }) {
    await prepareForPageFunctions(page);
    return page.evaluate(collectMetaRefresh);
  },
};
