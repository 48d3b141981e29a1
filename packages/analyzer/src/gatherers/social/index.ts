import type { Gatherer } from '../../types';
import { shareImageGatherer } from './share-image';

export const socialGatherers: Gatherer[] = [shareImageGatherer] as Gatherer[];
