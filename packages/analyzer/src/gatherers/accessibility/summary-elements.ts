import type { Gatherer } from '../../types';
import { axNodesFor, type AxNodeFacts } from './ax-tree';
import { prepareForPageFunctions } from './page-functions';

declare module '../../types' {
  interface Artifacts {
    /** The summary elements that summarise a details element (the first summary child of each). */
    SummaryElements: AxNodeFacts[];
  }
}

const SUMMARIES = `Array.from(document.querySelectorAll('details > summary')).filter((summary) => summary.parentElement.querySelector(':scope > summary') === summary)`;

export const summaryElementsGatherer: Gatherer<'SummaryElements'> = {
  name: 'SummaryElements',
  phase: 'passive',
  async gather({ page, cdp }) {
    await prepareForPageFunctions(page);
    return axNodesFor(cdp, SUMMARIES);
  },
};
