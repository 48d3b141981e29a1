import type { Gatherer } from '../../types';
import { uiScreenshotsGatherer } from './screenshots';
import { textOverImagesGatherer } from './text-over-images';
import { visualStyleGatherer } from './visual-style';

// VisualStyle reads the page's layout shifts before the full-page screenshot: capturing beyond the
// viewport resizes what vh units and fixed elements are measured against, and that shift is ours.
export const uiGatherers: Gatherer[] = [visualStyleGatherer, uiScreenshotsGatherer, textOverImagesGatherer] as Gatherer[];
