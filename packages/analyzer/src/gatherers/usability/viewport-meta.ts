import type { Gatherer } from '../../types';
import { runInPage } from './page-lib';

export interface ViewportMetaArtifact {
  /** content of every `<meta name="viewport">`, in document order (the browser applies the last). */
  contents: string[];
}

declare module '../../types' {
  interface Artifacts {
    ViewportMeta: ViewportMetaArtifact;
  }
}

export const viewportMetaGatherer: Gatherer<'ViewportMeta'> = {
  name: 'ViewportMeta',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      () => ({
        contents: Array.from(document.querySelectorAll('meta[name="viewport" i]')).map((m) => m.getAttribute('content') ?? ''),
      }),
      null,
    ),
};
