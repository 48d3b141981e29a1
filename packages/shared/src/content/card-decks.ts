// The card decks of /card-decks: each deck is the guides of one section of the guides library
// (content/guides/<section>/), one card per guide, its text from the guide's own front matter
// (`card`: a one-line definition and a question to ask). The web build makes the cards
// (apps/web/content-pages.ts); the server prints a deck (GET /api/card-decks/{deck}.pdf) and
// accepts only these ids and papers.

export interface CardDeckDefinition {
  id: string;
  title: string;
  /** The guides section whose pages are the deck's cards. */
  section: string;
  /** The hub that introduces the section. */
  hub: string;
  /** Only these guides of the section are cards (the hats section also has guides on running sessions). */
  only?: readonly string[];
  /** The question a facilitator asks when drawing from this deck in a session. */
  prompt: string;
}

export const CARD_DECKS = [
  { id: 'cognitive-biases', title: 'Cognitive biases', section: 'biases', hub: '/guides/cognitive-biases', prompt: 'Which bias might explain this finding?' },
  { id: 'ux-laws', title: 'UX laws', section: 'laws', hub: '/guides/ux-laws', prompt: 'Which law does this design follow or break?' },
  { id: 'research-methods', title: 'Research methods', section: 'methods', hub: '/guides/ux-research-methods', prompt: 'Which method would answer this question?' },
  {
    id: 'thinking-hats',
    title: 'Thinking hats',
    section: 'hats',
    hub: '/guides/thinking-hats',
    only: ['white-hat', 'red-hat', 'yellow-hat', 'black-hat', 'green-hat', 'blue-hat'],
    prompt: 'Which hat has this discussion been missing?',
  },
  { id: 'mental-models', title: 'Mental models', section: 'models', hub: '/guides/models', prompt: 'Which model helps us think about this?' },
] as const satisfies readonly CardDeckDefinition[];

export type CardDeckId = (typeof CARD_DECKS)[number]['id'];
export const CARD_DECK_IDS = CARD_DECKS.map((deck) => deck.id) as readonly CardDeckId[];

/** The printed card, in millimetres (the common poker/bridge-card size of game decks). */
export const CARD_SIZE_MM = { width: 63, height: 88 } as const;

/** Sheets a deck prints on, in millimetres, with the name Chromium's page.pdf knows them by. */
export const CARD_PAPERS = {
  a4: { label: 'A4', format: 'A4', width: 210, height: 297 },
  letter: { label: 'US Letter', format: 'Letter', width: 215.9, height: 279.4 },
} as const;
export type CardPaper = keyof typeof CARD_PAPERS;
export const CARD_PAPER_IDS = Object.keys(CARD_PAPERS) as CardPaper[];

/** Longest card text the front matter accepts, so a card's text fits its 63 × 88 mm face. */
export const CARD_TEXT_LIMITS = { definition: 160, question: 110 } as const;
