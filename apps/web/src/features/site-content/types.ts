export interface ContentLink {
  to: string;
  label: string;
}

export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

export interface ContentPageData {
  /** Document title and <h1>. */
  title: string;
  eyebrow: string;
  lead: string;
  sections: ContentSection[];
  links: ContentLink[];
  /** Legal pages read better as one narrow column with a revision date. */
  legal?: boolean;
}

export const CONTENT_STRINGS = {
  legalRevision: 'Last revised November 2026.',
  relatedPages: 'Related pages',
} as const;
