/**
 * A session's agenda. The six-thinking-hats sequence is de Bono's (Six Thinking Hats, 1985) as
 * facilitators usually run a review: the blue hat opens and closes, the others each get a time box.
 * Free sessions have no phases and no timer.
 */
export type AgendaKind = 'six-hats' | 'free';
export const AGENDA_KINDS: readonly AgendaKind[] = ['six-hats', 'free'];

export type HatColour = 'blue' | 'white' | 'red' | 'yellow' | 'black' | 'green';

export interface AgendaPhase {
  hat: HatColour;
  title: string;
  /** What the group does in this phase, shown to everyone. */
  prompt: string;
  /** The phase's default time box. */
  minutes: number;
  /** The guide that explains this hat. */
  guide: string;
}

export const SIX_HATS_AGENDA: readonly AgendaPhase[] = [
  { hat: 'blue', title: 'Blue hat: set the focus', prompt: 'What are we reviewing, and what should we leave with? Agree the question and the order of the hats.', minutes: 3, guide: '/guides/hats/blue-hat' },
  { hat: 'white', title: 'White hat: facts', prompt: 'What do the findings and the data say? Note facts only, and the information that is missing.', minutes: 8, guide: '/guides/hats/white-hat' },
  { hat: 'red', title: 'Red hat: feelings', prompt: 'Gut reactions, no reasons needed: what frustrates, worries or delights you here?', minutes: 3, guide: '/guides/hats/red-hat' },
  { hat: 'yellow', title: 'Yellow hat: benefits', prompt: 'What works well, and what would be gained by fixing each problem? Be specific about the value.', minutes: 6, guide: '/guides/hats/yellow-hat' },
  { hat: 'black', title: 'Black hat: cautions', prompt: 'What are the risks, costs and weak points? What could make a fix fail?', minutes: 6, guide: '/guides/hats/black-hat' },
  { hat: 'green', title: 'Green hat: ideas', prompt: 'Alternatives and new ideas: how else could we solve these problems? Quantity first, judgement later.', minutes: 8, guide: '/guides/hats/green-hat' },
  { hat: 'blue', title: 'Blue hat: decide and close', prompt: 'Cluster, vote and decide. Turn the winners into action items with an owner and a due date.', minutes: 5, guide: '/guides/hats/facilitating-the-blue-hat' },
];

export function agendaPhases(kind: AgendaKind): readonly AgendaPhase[] {
  return kind === 'six-hats' ? SIX_HATS_AGENDA : [];
}
