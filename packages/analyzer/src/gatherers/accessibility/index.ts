import type { Gatherer } from '../../types';
import { axeGatherer } from './axe';
import { contentBlocksGatherer } from './content-blocks';
import { frameFocusGatherer } from './frame-focus';
import { hiddenFocusGatherer } from './hidden-focus';
import { imageTextGatherer } from './image-text';
import { inputChangesGatherer } from './input-changes';
import { keyboardGatherer } from './keyboard';
import { linkCuesGatherer } from './link-cues';
import { metaRefreshGatherer } from './meta-refresh';
import { summaryElementsGatherer } from './summary-elements';

/** Passive ones read the page; the interactive ones press keys and hover, and run after them. */
export const accessibilityGatherers: Gatherer[] = [
  axeGatherer,
  summaryElementsGatherer,
  imageTextGatherer,
  frameFocusGatherer,
  metaRefreshGatherer,
  contentBlocksGatherer,
  keyboardGatherer,
  inputChangesGatherer,
  linkCuesGatherer,
  hiddenFocusGatherer,
];
