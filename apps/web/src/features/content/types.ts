import type { EnquiryKind, Source } from '@sightline/shared/content';
import type { Category } from '@sightline/shared/report';

/** A link to another page of the collection, with what a list of pages shows of it. */
export interface PageLink {
  path: string;
  title: string;
  description: string;
  /** Blog articles: when they were published. */
  date?: string;
}

/** One page of the content collection as the build renders it (apps/web/content-pages.ts). */
export interface ContentPageData {
  kind: 'guide' | 'hub' | 'article' | 'blog-index' | 'help' | 'help-index' | 'page';
  /** The canonical path. */
  path: string;
  title: string;
  description: string;
  section: string;
  updated: string;
  published?: string;
  author?: string;
  legal: boolean;
  /** The enquiry form shown below the text. */
  form?: EnquiryKind;
  /** A part of the app shown below the text: the API reference, the API console and status table, or the card decks. */
  widget?: 'api-reference' | 'api-console' | 'card-decks';
  html: string;
  toc: Array<{ id: string; text: string }>;
  words: number;
  sources: Source[];
  related: PageLink[];
  /** A hub's pages, the blog's articles, the help centre's guides. */
  children: PageLink[];
  /** The pages above this one (Guides › Cognitive biases). */
  breadcrumb: PageLink[];
  /** The analyzer's audits whose findings link here. */
  audits: Array<{ id: string; title: string; category: Category }>;
  /** The question-bias checks that link here. */
  questionChecks: Array<{ id: string; title: string }>;
}

/** A search hit's stored fields. */
export interface SearchDocument {
  path: string;
  title: string;
  description: string;
  section: string;
}
