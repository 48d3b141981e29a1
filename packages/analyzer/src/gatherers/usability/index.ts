import type { Gatherer } from '../../types';
import { callsToActionGatherer } from './calls-to-action';
import { fontSizesGatherer } from './font-sizes';
import { formFieldsGatherer } from './form-fields';
import { lineLengthsGatherer } from './line-lengths';
import { linkTextsGatherer } from './link-texts';
import { mainTextGatherer } from './main-text';
import { navigationGatherer } from './navigation';
import { overlaysGatherer } from './overlays';
import { reflowGatherer } from './reflow';
import { tapTargetsGatherer } from './tap-targets';
import { viewportMetaGatherer } from './viewport-meta';

export const usabilityGatherers: Gatherer[] = [
  viewportMetaGatherer,
  fontSizesGatherer,
  tapTargetsGatherer,
  formFieldsGatherer,
  linkTextsGatherer,
  navigationGatherer,
  overlaysGatherer,
  mainTextGatherer,
  lineLengthsGatherer,
  callsToActionGatherer,
  reflowGatherer,
];
