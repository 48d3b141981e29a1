import { Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { attachSearch } from './search-runtime';
import { CONTENT_STRINGS as S } from './strings';

/** The search box of the guides, the blog and the help centre; search-runtime.ts does the searching. */
export function ContentSearch() {
  const id = useId();
  const root = useRef<HTMLElement>(null);
  useEffect(() => attachSearch(root.current!), []);
  return (
    <search ref={root} data-content-search className="mt-8 block">
      <label htmlFor={id} className="text-sm font-medium">
        {S.search}
      </label>
      <div className="relative mt-2">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          id={id}
          type="search"
          placeholder={S.searchPlaceholder}
          autoComplete="off"
          className="h-11 w-full rounded-md border border-input bg-background pl-9 pr-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      <div data-results aria-live="polite" className="mt-3" />
    </search>
  );
}
