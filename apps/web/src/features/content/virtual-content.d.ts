// Modules the content plugin (apps/web/content-plugin.ts) makes from the collection at build time.
declare module 'virtual:content' {
  import type { ContentPageData } from './types';
  /** Every page path (aliases included) → its page's module. */
  export const pageLoaders: Record<string, () => Promise<{ default: ContentPageData }>>;
}

declare module 'virtual:content/search' {
  /** MiniSearch.loadJSON's input, and the options it was built with. */
  export const index: string;
  export const fields: string[];
  export const storeFields: string[];
}

declare module 'virtual:content/card-decks' {
  /** The decks of /card-decks, each card made from a guide's `card` front matter. */
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module reaches a relative module only through import(): an import statement here resolves to any
  export const decks: Array<import('../card-decks/types').CardDeck>;
}
