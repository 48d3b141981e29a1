// The text patterns of Mathur et al. 2019, one audit each: what the classifier finds in the page's
// text segments (src/deceptive/classify.ts documents how each category is recognised).
import type { DarkPatternCategory } from '../../deceptive/classify';
import '../../gatherers/deceptive/choice-controls';
import '../../gatherers/deceptive/text-segments';
import type { Audit, AuditMeta } from '../../types';
import { REFERENCES, segmentsOf, textResult } from './shared';

type TextMeta = Omit<AuditMeta<'TextSegments'>, 'category' | 'requiredArtifacts'>;

function textAudit(category: DarkPatternCategory, what: { pattern: string; bias: string }, meta: TextMeta): Audit<'TextSegments'> {
  return {
    meta: { ...meta, category: 'deceptiveDesign', requiredArtifacts: ['TextSegments'] },
    audit({ TextSegments }) {
      return textResult(segmentsOf(TextSegments, category), TextSegments.length, what);
    },
  };
}

export const urgencyClaims = textAudit(
  'Urgency',
  { pattern: 'Urgency: countdown timer or limited-time message', bias: 'Loss aversion and the scarcity of time: a deadline makes waiting feel like losing' },
  {
    id: 'urgency-claims',
    title: 'No pressure by deadline',
    failureTitle: 'Text pressures visitors with a deadline',
    description: 'Looks for countdowns and limited-time messages ("Sale ends in 02:14:37", "Hurry, offer ends tonight"). Mathur et al. (2019) found such timers and messages on hundreds of shopping sites, many of them fake; pressure to decide now cuts comparison short.',
    recommendation: 'State a real end date plainly, without a ticking clock or "hurry"; never show a deadline that is not enforced.',
    guide: '/guides/biases/loss-aversion',
    severity: 'serious',
    references: REFERENCES.urgency,
  },
);

export const scarcityClaims = textAudit(
  'Scarcity',
  { pattern: 'Scarcity: low-stock or high-demand message', bias: 'Scarcity effect: what seems rare seems more valuable and must be had now' },
  {
    id: 'scarcity-claims',
    title: 'No pressure by scarcity',
    failureTitle: 'Text claims low stock or high demand',
    description: 'Looks for low-stock and high-demand messages ("Only 3 left in stock", "Selling fast", "In high demand"). Such claims are often unverifiable or false (Mathur et al. 2019) and push a purchase before the visitor has compared.',
    recommendation: 'Show stock only where it is true and useful (e.g. a plain "In stock" / "Out of stock"), without urging words; never invent demand.',
    guide: '/guides/biases/scarcity-effect',
    severity: 'moderate',
    references: REFERENCES.common,
  },
);

export const socialProofClaims = textAudit(
  'Social Proof',
  { pattern: 'Social proof: activity notification or testimonial of uncertain origin', bias: 'Social proof (bandwagon effect): others buying makes it look like the right choice' },
  {
    id: 'social-proof-claims',
    title: 'No unverifiable activity messages',
    failureTitle: 'Text shows activity notifications',
    description: 'Looks for messages about other shoppers ("23 people are viewing this", "Anna from Leeds just bought…"). Mathur et al. (2019) found many of them generated at random; they borrow the crowd\'s judgement for a choice the visitor has not made.',
    recommendation: 'Show real, verifiable reviews and ratings instead of live activity pop-ups; never generate activity.',
    guide: '/guides/biases/social-proof',
    severity: 'moderate',
    references: REFERENCES.common,
  },
);

export const hardToCancel = textAudit(
  'Obstruction',
  { pattern: 'Obstruction: hard to cancel', bias: 'Status quo bias: what is hard to stop goes on' },
  {
    id: 'hard-to-cancel',
    title: 'Cancelling is as easy as signing up',
    failureTitle: 'Text makes cancelling harder than signing up',
    description: 'Looks for cancellation only by phone, mail, in writing or in person. Gray et al. (2018) call this obstruction: the way out is made harder than the way in.',
    recommendation: 'Let visitors cancel online, in as many steps as it took to sign up.',
    guide: '/guides/biases/status-quo-bias',
    severity: 'serious',
    references: REFERENCES.common,
  },
);

export const sneaking = textAudit(
  'Sneaking',
  { pattern: 'Sneaking: sneak into basket, hidden costs or hidden subscription', bias: 'Sunk cost and the default effect: by checkout the visitor is committed and extras slip through' },
  {
    id: 'sneaking',
    title: 'No extras or costs added out of sight',
    failureTitle: 'Text reveals extras or costs added out of sight',
    description: 'Looks for items added to the cart for the visitor, fees that appear only at checkout, and trials that turn into paid subscriptions. Mathur et al. (2019) and Gray et al. (2018) call this sneaking.',
    recommendation: 'Show every fee with the first price, add nothing the visitor did not choose, and state a trial\'s later price and renewal next to the button that starts it.',
    guide: '/guides/biases/default-effect',
    severity: 'serious',
    references: REFERENCES.common,
  },
);

export const forcedAction = textAudit(
  'Forced Action',
  { pattern: 'Forced action: forced enrollment', bias: 'Commitment and consistency: a small forced step makes the next one likelier' },
  {
    id: 'forced-action',
    title: 'Prices and purchase need no account',
    failureTitle: 'Text demands an account or sign-up first',
    description: 'Looks for a sign-up, log-in or subscription demanded before a price, a deal or the purchase ("Sign up to see the price", "Guest checkout is not available").',
    recommendation: 'Show prices to everyone and offer guest checkout; ask for an account after the purchase, as an option.',
    guide: '/guides/biases/commitment-consistency',
    severity: 'moderate',
    references: REFERENCES.common,
  },
);

/** Misdirection in text that is not a decline control beside an accept one (those are confirmshaming's). */
export const misleadingWording: Audit<'TextSegments' | 'ChoiceControls'> = {
  meta: {
    id: 'misleading-wording',
    category: 'deceptiveDesign',
    title: 'Choices are worded plainly',
    failureTitle: 'Wording shames, tricks or pushes a choice',
    description: 'Looks for trick questions (double negatives such as "Uncheck this box if you do not wish to…"), shaming wording and pressured upgrades in the page\'s text. Gray et al. (2018) call these interface interference; Mathur et al. (2019) misdirection.',
    recommendation: 'Word each option as a plain statement of what it does ("Send me offers" / "Don\'t send me offers") and preselect nothing that costs more.',
    guide: '/guides/biases/framing-effect',
    severity: 'serious',
    requiredArtifacts: ['TextSegments', 'ChoiceControls'],
    references: REFERENCES.common,
  },
  audit({ TextSegments, ChoiceControls }) {
    const declines = new Set(ChoiceControls.pairs.map((pair) => pair.decline.element.selector));
    const hits = segmentsOf(TextSegments, 'Misdirection', (segment) => !declines.has(segment.element.selector));
    return textResult(hits, TextSegments.length, { pattern: 'Misdirection: trick question, confirmshaming or pressured selling', bias: 'Framing effect: the same choice worded to make one answer feel wrong' });
  },
};
