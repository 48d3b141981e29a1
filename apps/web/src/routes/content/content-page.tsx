import { ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { CONTENT_PAGES, type ContentPageId } from '../../features/site-content/pages';
import { CONTENT_STRINGS as S, type ContentPageData } from '../../features/site-content/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/utils';

/** Turns the last path segment of a guide or article into a readable name ("ux-laws" → "Ux laws"). */
function humanise(segment: string): string {
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Renders one entry of the content map; used by every page that is text rather than a tool. */
export function ContentPage({ pageId }: { pageId: ContentPageId }) {
  const page: ContentPageData = CONTENT_PAGES[pageId];
  const params = useParams();
  const slug = pageId === 'guides' || pageId === 'blog' ? (params.slug ?? params['*'])?.split('/').filter(Boolean).pop() : undefined;
  const title = slug ? humanise(slug) : page.title;
  useDocumentTitle(title);

  return (
    <article className={cn('mx-auto px-4 py-12 sm:px-6 sm:py-16', page.legal ? 'max-w-3xl' : 'max-w-4xl')}>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{slug ? page.title : page.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground text-pretty">{page.lead}</p>
      {page.legal && <p className="mt-2 text-sm text-muted-foreground">{S.legalRevision}</p>}
      <div className="mt-10 grid gap-8">
        {page.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 grid list-disc gap-2 pl-5 text-muted-foreground marker:text-primary">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {page.links.length > 0 && (
        <nav aria-label={S.relatedPages} className="mt-12 flex flex-wrap gap-3 border-t border-border pt-8">
          {page.links.map((link, index) => (
            <Link key={link.to} to={link.to} className={buttonVariants({ variant: index === 0 ? 'default' : 'outline' })}>
              {link.label}
              {index === 0 && <ArrowRight aria-hidden="true" />}
            </Link>
          ))}
        </nav>
      )}
    </article>
  );
}
