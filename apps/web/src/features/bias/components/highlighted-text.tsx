import type { ReactNode } from 'react';

export interface Highlight {
  start: number;
  end: number;
}

/** The text with each highlighted range in a <mark>; overlapping ranges are merged. */
export function HighlightedText({ text, highlights }: { text: string; highlights: Highlight[] }) {
  const ranges = highlights
    .filter((h) => h.end > h.start && h.start >= 0 && h.end <= text.length)
    .sort((a, b) => a.start - b.start)
    .reduce<Highlight[]>((merged, h) => {
      const last = merged[merged.length - 1];
      if (last && h.start <= last.end) last.end = Math.max(last.end, h.end);
      else merged.push({ ...h });
      return merged;
    }, []);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start > at) parts.push(text.slice(at, range.start));
    parts.push(
      <mark key={range.start} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
        {text.slice(range.start, range.end)}
      </mark>,
    );
    at = range.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
