import type { Gatherer } from '../../types';
import { choiceControlsGatherer } from './choice-controls';
import { cookieChoicesGatherer } from './cookie-choices';
import { countdownsGatherer } from './countdowns';
import { naggingGatherer } from './nagging';
import { textSegmentsGatherer } from './text-segments';

// The countdown check opens the page again in a context of its own and leaves this one as it was;
// the cookie banner's settings stay open after it, and the nagging check loads the page again, so
// they go last.
export const deceptiveGatherers: Gatherer[] = [textSegmentsGatherer, choiceControlsGatherer, countdownsGatherer, cookieChoicesGatherer, naggingGatherer] as Gatherer[];
