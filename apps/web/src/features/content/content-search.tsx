import { Search } from 'lucide-react';
import type MiniSearch from 'minisearch';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CONTENT_STRINGS as S } from './strings';
import type { SearchDocument } from './types';

type Index = MiniSearch<SearchDocument>;
let loading: Promise<Index> | null = null;

/** The index (titles, descriptions and headings of every guide and article) loads on first use. */
function loadIndex(): Promise<Index> {
  loading ??= Promise.all([import('minisearch'), import('virtual:content/search')]).then(([{ default: MiniSearchClass }, built]) =>
    MiniSearchClass.loadJSON<SearchDocument>(built.index, { fields: built.fields, storeFields: built.storeFields }),
  );
  return loading;
}

const MAX_RESULTS = 12;

/** Search across guides, the blog and the help centre, in the browser. */
export function ContentSearch() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<Index | null>(null);
  const prepare = () => {
    if (!index) void loadIndex().then(setIndex);
  };
  const trimmed = query.trim();
  const results = index && trimmed ? index.search(trimmed, { prefix: true, fuzzy: 0.2, boost: { title: 3, headings: 1.5 } }) : [];

  return (
    <search className="mt-8 block">
      <label htmlFor={id} className="text-sm font-medium">
        {S.search}
      </label>
      <div className="relative mt-2">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={query}
          onFocus={prepare}
          onChange={(event) => {
            prepare();
            setQuery(event.target.value);
          }}
          placeholder={S.searchPlaceholder}
          autoComplete="off"
          className="h-11 w-full rounded-md border border-input bg-background pl-9 pr-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      {trimmed && (
        <div aria-live="polite" className="mt-3">
          {!index ? (
            <p className="text-sm text-muted-foreground">{S.searchLoading}</p>
          ) : results.length === 0 ? (
            <p className="text-sm text-muted-foreground">{S.searchNone(trimmed)}</p>
          ) : (
            <>
              <p className="sr-only">{S.searchResults(results.length)}</p>
              <ul className="grid gap-2">
                {results.slice(0, MAX_RESULTS).map((result) => (
                  <li key={result.id}>
                    <Link to={result.path as string} className="block rounded-lg border border-border p-3 hover:border-primary">
                      <span className="font-medium">{result.title as string}</span>
                      <span className="block text-sm text-muted-foreground">{result.description as string}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </search>
  );
}
