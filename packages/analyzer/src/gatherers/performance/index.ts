import type { Gatherer } from '../../types';
import { labPerformanceGatherer } from './lab-performance';
import { perfElementsGatherer } from './perf-elements';

export const performanceGatherers: Gatherer[] = [perfElementsGatherer, labPerformanceGatherer] as Gatherer[];
