import { ArrowRight, BookOpen, ChevronRight, Rss } from 'lucide-react';
import { useEffect, type MouseEvent } from 'react';
import { isRouteErrorResponse, Link, useLoaderData, useNavigate, useRouteError } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { ContentSearch } from '../../features/content/content-search';
import { LazyApiWidget } from '../../features/api-docs/lazy-api-widget';
import { LazyDeckBrowser } from '../../features/card-decks/lazy-deck-browser';
import { LazyEnquiryForm } from '../../features/enquiries/lazy-enquiry-form';
import { CONTENT_STRINGS as S, formatDate } from '../../features/content/strings';
import { CATEGORY_TITLES } from '@sightline/shared/report/category-titles';
import type { ContentPageData, PageLink } from '../../features/content/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/utils';
import { RouteError } from '../../features/layout/route-error';

/** Minutes a reader needs at about 230 words a minute. */
const readingMinutes = (words: number) => Math.max(1, Math.round(words / 230));

/** The description and canonical URL follow the page on in-app navigation too (the prerendered HTML has them from the start). */
function useHeadTags(page: ContentPageData) {
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
    let canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = new URL(page.path, window.location.origin).href;
  }, [page.description, page.path]);
}

/** Links inside the rendered Markdown are plain anchors: those within the site navigate in the app. */
function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = anchor.getAttribute('href');
    if (!href?.startsWith('/') || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };
}

function Breadcrumb({ page }: { page: ContentPageData }) {
  if (page.breadcrumb.length === 0) return null;
  return (
    <nav aria-label={S.breadcrumb} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {page.breadcrumb.map((crumb) => (
          <li key={crumb.path} className="flex items-center gap-1">
            <Link to={crumb.path} className="underline-offset-4 hover:text-foreground hover:underline">
              {crumb.title}
            </Link>
            <ChevronRight className="size-3.5" aria-hidden="true" />
          </li>
        ))}
        <li aria-current="page" className="text-foreground">
          {page.title.split(':')[0]}
        </li>
      </ol>
    </nav>
  );
}

function PageList({ pages, heading, dated = false }: { pages: PageLink[]; heading: string; dated?: boolean }) {
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="page-list" className="mt-12">
      <h2 id="page-list" className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {pages.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="block h-full rounded-xl border border-border p-4 transition-colors hover:border-primary hover:bg-secondary/40">
              <span className="font-semibold text-foreground">{item.title}</span>
              {dated && item.date && (
                <time dateTime={item.date} className="mt-1 block text-xs text-muted-foreground">
                  {formatDate(item.date)}
                </time>
              )}
              <span className="mt-1 block text-sm text-muted-foreground">{item.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's `##` headings as links; shown beside the article on wide screens, folded above it on narrow ones. */
function TocList({ page }: { page: ContentPageData }) {
  return (
    <ol className="mt-2 grid gap-1.5">
      {page.toc.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="text-muted-foreground underline underline-offset-4 hover:text-foreground">
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

function TableOfContents({ page }: { page: ContentPageData }) {
  if (page.toc.length < 3) return null;
  return (
    <nav aria-labelledby="toc-heading" className="rounded-xl border border-border p-4 text-sm lg:sticky lg:top-20">
      <h2 id="toc-heading" className="font-semibold">
        {S.onThisPage}
      </h2>
      <TocList page={page} />
    </nav>
  );
}

function HowSightlineChecks({ page }: { page: ContentPageData }) {
  if (page.audits.length === 0 && page.questionChecks.length === 0) return null;
  return (
    <section aria-labelledby="checks-heading" className="mt-12 rounded-xl border border-primary/30 bg-secondary/40 p-5">
      <h2 id="checks-heading" className="text-lg font-semibold tracking-tight">
        {S.howSightlineChecks}
      </h2>
      {page.audits.length > 0 && (
        <>
          <p className="mt-2 text-sm text-muted-foreground">{S.auditsIntro}</p>
          <ul className="mt-3 grid gap-1.5 text-sm">
            {page.audits.map((audit) => (
              <li key={audit.id}>
                <span className="font-medium">{audit.title}</span> <span className="text-muted-foreground">· {CATEGORY_TITLES[audit.category]}</span>{' '}
                <code className="text-xs text-muted-foreground">{audit.id}</code>
              </li>
            ))}
          </ul>
          <Link to="/" className={cn(buttonVariants({ size: 'sm' }), 'mt-4')}>
            {S.runAnalysis}
            <ArrowRight aria-hidden="true" />
          </Link>
        </>
      )}
      {page.questionChecks.length > 0 && (
        <>
          <p className="mt-3 text-sm text-muted-foreground">{S.questionChecksIntro}</p>
          <ul className="mt-3 grid gap-1.5 text-sm">
            {page.questionChecks.map((rule) => (
              <li key={rule.id}>
                <span className="font-medium">{rule.title}</span> <code className="text-xs text-muted-foreground">{rule.id}</code>
              </li>
            ))}
          </ul>
          <Link to="/bias-detection" className={cn(buttonVariants({ size: 'sm', variant: 'outline' }), 'mt-4')}>
            {S.checkQuestions}
          </Link>
        </>
      )}
    </section>
  );
}

function Sources({ page }: { page: ContentPageData }) {
  if (page.sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="sources-heading" className="text-lg font-semibold tracking-tight">
        {S.sources}
      </h2>
      <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm text-muted-foreground marker:text-muted-foreground">
        {page.sources.map((source) => (
          <li key={`${source.author}-${source.title}`}>
            {source.author} ({source.year}).{' '}
            {source.url ? (
              <a href={source.url} rel="noopener noreferrer" className="text-foreground underline underline-offset-4">
                {source.title}
              </a>
            ) : (
              <cite className="text-foreground">{source.title}</cite>
            )}
            {source.publisher && <>. {source.publisher}</>}.
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The meta line under a title: when it was written or updated, and how long it takes to read. */
function Byline({ page }: { page: ContentPageData }) {
  if (page.kind === 'page' && !page.legal) return null;
  if (page.legal)
    return (
      <p className="mt-2 text-sm text-muted-foreground">
        {S.legalRevision} {formatDate(page.updated)}.
      </p>
    );
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      {page.author && <>{page.author} · </>}
      {page.published ? `${S.published} ${formatDate(page.published)}` : `${S.updated} ${formatDate(page.updated)}`} · {S.minutesRead(readingMinutes(page.words))}
    </p>
  );
}

/** Every page of the content collection: guides, hubs, the blog, the help centre, marketing and legal pages. */
export function ContentPage() {
  const page = useLoaderData() as ContentPageData;
  useDocumentTitle(page.title);
  useHeadTags(page);
  const onArticleClick = useInternalLinks();
  const withToc = page.toc.length >= 3 && page.kind !== 'blog-index' && page.kind !== 'help-index' && (page.kind !== 'page' || page.legal);
  const searchable = page.path === '/guides' || page.kind === 'blog-index' || page.kind === 'help-index';

  return (
    <div className={cn('mx-auto px-4 py-10 sm:px-6 sm:py-14', withToc ? 'max-w-6xl' : 'max-w-4xl')}>
      <Breadcrumb page={page} />
      <div className={cn(withToc && 'lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12')}>
        <article className="min-w-0">
          <header className="mt-4">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{page.title}</h1>
            <p className="mt-4 text-lg text-muted-foreground text-pretty">{page.description}</p>
            <Byline page={page} />
          </header>
          {searchable && <ContentSearch />}
          {withToc && (
            <details className="mt-6 rounded-xl border border-border p-4 text-sm lg:hidden">
              <summary className="cursor-pointer font-semibold">{S.onThisPage}</summary>
              <TocList page={page} />
            </details>
          )}
          <div className="content-prose mt-8" onClick={onArticleClick} dangerouslySetInnerHTML={{ __html: page.html }} />
          {page.form && <LazyEnquiryForm kind={page.form} />}
          {page.widget === 'card-decks' ? <LazyDeckBrowser /> : page.widget && <LazyApiWidget widget={page.widget} />}
          <HowSightlineChecks page={page} />
          <PageList
            pages={page.children}
            dated={page.kind === 'blog-index'}
            heading={page.kind === 'blog-index' ? S.articles : page.kind === 'help-index' ? S.helpGuides : S.inThisSection(page.children.length)}
          />
          {page.kind === 'blog-index' && (
            <a href="/blog/rss.xml" className="mt-6 inline-flex items-center gap-2 text-sm text-muted-foreground underline underline-offset-4">
              <Rss className="size-4" aria-hidden="true" />
              {S.rss}
            </a>
          )}
          <Sources page={page} />
          <PageList pages={page.related} heading={page.kind === 'page' ? S.relatedPages : S.related} />
        </article>
        {withToc && (
          <aside className="mt-4 hidden lg:block">
            <TableOfContents page={page} />
          </aside>
        )}
      </div>
    </div>
  );
}

/** A path under /guides, /blog or /help-center that has no page: said plainly, with the way back. */
export function ContentError() {
  const error = useRouteError();
  useDocumentTitle(S.notFoundTitle);
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <BookOpen className="size-10 text-primary" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{S.notFoundTitle}</h1>
      <p className="mt-3 text-muted-foreground">{S.notFoundText}</p>
      <ContentSearch />
      <Link to="/guides" className={cn(buttonVariants({ variant: 'outline' }), 'mt-8')}>
        {S.toGuides}
      </Link>
    </div>
  );
}
