import type { Gatherer } from '../../types';
import { cartWalkGatherer } from './cart-walk';
import { choiceControlsGatherer } from './choice-controls';
import { cookieChoicesGatherer } from './cookie-choices';
import { countdownsGatherer } from './countdowns';
import { disguisedAdsGatherer } from './disguised-ads';
import { naggingGatherer } from './nagging';
import { pricedOptionsGatherer } from './priced-options';
import { textSegmentsGatherer } from './text-segments';

// The countdown check opens the page again in a context of its own and leaves this one as it was;
// the cookie banner's settings stay open after it, and the nagging check loads the page again, so
// they go last; the cart walk leaves the page for the cart and checkout, so it goes after them all.
export const deceptiveGatherers: Gatherer[] = [textSegmentsGatherer, choiceControlsGatherer, pricedOptionsGatherer, disguisedAdsGatherer, countdownsGatherer, cookieChoicesGatherer, naggingGatherer, cartWalkGatherer] as Gatherer[];
