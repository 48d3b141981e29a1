import type { ElementRef } from '../../types';

export interface HeadElements {
  title: string | null;
  /** Number of <title> elements; more than one is itself a defect. */
  titleCount: number;
  lang: string | null;
  metas: Array<{ name: string | null; property: string | null; httpEquiv: string | null; content: string }>;
  links: Array<{ rel: string; href: string; hreflang: string | null; sizes: string | null; type: string | null }>;
}

export interface HeadingElement {
  level: number;
  text: string;
  element: ElementRef;
}

export interface JsonLdBlock {
  text: string;
  element: ElementRef;
}

export interface FaviconCheck {
  /** URL of the icon (declared, or /favicon.ico when none is declared). */
  url: string;
  declared: boolean;
  loaded: boolean;
}

export interface LinkStatus {
  url: string;
  status: number | null;
  error: string | null;
}

declare module '../../types' {
  interface Artifacts {
    HeadElements: HeadElements;
    Headings: HeadingElement[];
    JsonLd: JsonLdBlock[];
    Favicon: FaviconCheck;
    LinkStatuses: LinkStatus[];
  }
}
