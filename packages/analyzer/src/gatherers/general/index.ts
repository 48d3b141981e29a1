import type { Gatherer } from '../../types';
import { faviconGatherer } from './favicon';
import { headElementsGatherer } from './head-elements';
import { headingsGatherer } from './headings';
import { jsonLdGatherer } from './json-ld';
import { linkStatusesGatherer } from './link-statuses';

export const generalGatherers: Gatherer[] = [headElementsGatherer, headingsGatherer, jsonLdGatherer, faviconGatherer, linkStatusesGatherer] as Gatherer[];
