import type { Gatherer } from '../../types';
import { uiScreenshotsGatherer } from './screenshots';
import { textOverImagesGatherer } from './text-over-images';
import { visualStyleGatherer } from './visual-style';

export const uiGatherers: Gatherer[] = [uiScreenshotsGatherer, visualStyleGatherer, textOverImagesGatherer] as Gatherer[];
