// Artifacts every page load yields, whatever the analysis types: the runner gathers them first so
// the crawler (links) and error pages (status) always have them.
import type { ConsoleEntry, NetworkRecord, RedirectHop } from '../../types';

export interface MainDocument {
  requestedUrl: string;
  finalUrl: string;
  status: number | null;
  statusText: string;
  /** Response headers of the final document, names lower-cased. */
  headers: Record<string, string>;
  mimeType: string | null;
  redirects: RedirectHop[];
}

export interface LinkElement {
  /** Absolute URL after resolving against the document base, fragment kept. */
  href: string;
  text: string;
  rel: string;
  selector: string;
}

declare module '../../types' {
  interface Artifacts {
    MainDocument: MainDocument;
    NetworkRecords: NetworkRecord[];
    ConsoleMessages: ConsoleEntry[];
    Links: LinkElement[];
  }
}
