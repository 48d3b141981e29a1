import type { LoaderFunctionArgs } from 'react-router';
import type { ContentPageData } from './types';

/** `/Guides/Laws/Fitts-Law/` → `/guides/laws/fitts-law`: react-router matches paths case-insensitively. */
export const contentPath = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

/** A content route's loader: the page's own module from the collection (each page is its own chunk). */
export async function loadContentPage({ request }: LoaderFunctionArgs): Promise<ContentPageData> {
  const path = contentPath(new URL(request.url).pathname);
  const { pageLoaders } = await import('virtual:content');
  const load = pageLoaders[path];
  if (!load) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return (await load()).default;
}
