export interface ShareImageCheck {
  /** og:image (or twitter:image when there is no og:image), absolute; null when none is declared. */
  url: string | null;
  loaded: boolean;
  width: number | null;
  height: number | null;
}

declare module '../../types' {
  interface Artifacts {
    ShareImage: ShareImageCheck;
  }
}
