// Search across guides, the blog and the help centre, in the browser, as plain DOM: it runs on
// prerendered guides, which load no app (src/content-runtime), and inside the app (ContentSearch).
// The index (titles, descriptions and headings of every page) loads the first time it is used.
import type MiniSearch from 'minisearch';
import { CONTENT_STRINGS as S } from './strings';
import type { SearchDocument } from './types';

type Index = MiniSearch<SearchDocument>;
let loading: Promise<Index> | null = null;

function loadIndex(): Promise<Index> {
  loading ??= Promise.all([import('minisearch'), import('virtual:content/search')]).then(([{ default: MiniSearchClass }, built]) =>
    MiniSearchClass.loadJSON<SearchDocument>(built.index, { fields: built.fields, storeFields: built.storeFields }),
  );
  return loading;
}

const MAX_RESULTS = 12;

function paragraph(text: string, className: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.className = className;
  element.textContent = text;
  return element;
}

/** Results as links (each page is a document of its own), or a sentence when there are none. */
function show(results: HTMLElement, query: string, index: Index | null) {
  results.replaceChildren();
  if (!query) return;
  if (!index) {
    results.append(paragraph(S.searchLoading, 'text-sm text-muted-foreground'));
    return;
  }
  const hits = index.search(query, { prefix: true, fuzzy: 0.2, boost: { title: 3, headings: 1.5 } });
  if (hits.length === 0) {
    results.append(paragraph(S.searchNone(query), 'text-sm text-muted-foreground'));
    return;
  }
  const list = document.createElement('ul');
  list.className = 'grid gap-2';
  for (const hit of hits.slice(0, MAX_RESULTS)) {
    const link = document.createElement('a');
    link.href = hit.path as string;
    link.className = 'block rounded-lg border border-border p-3 hover:border-primary';
    const title = document.createElement('span');
    title.className = 'font-medium';
    title.textContent = hit.title as string;
    const description = document.createElement('span');
    description.className = 'block text-sm text-muted-foreground';
    description.textContent = hit.description as string;
    link.append(title, description);
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  results.append(paragraph(S.searchResults(hits.length), 'sr-only'), list);
}

/** Wires a search box (`[data-content-search]`: its input and `[data-results]`); returns how to unwire it. */
export function attachSearch(root: HTMLElement): () => void {
  const input = root.querySelector('input')!;
  const results = root.querySelector<HTMLElement>('[data-results]')!;
  let index: Index | null = null;
  const update = () => show(results, input.value.trim(), index);
  const prepare = () => {
    if (index) return;
    void loadIndex().then((loaded) => {
      index = loaded;
      update();
    });
  };
  const onInput = () => {
    prepare();
    update();
  };
  input.addEventListener('focus', prepare);
  input.addEventListener('input', onInput);
  // A query typed before the script ran (or kept by the browser on back) is searched at once.
  if (input.value) onInput();
  return () => {
    input.removeEventListener('focus', prepare);
    input.removeEventListener('input', onInput);
  };
}
