import { Spinner } from '../../components/ui/spinner';
import { LAYOUT_STRINGS as S } from './navigation';

/**
 * Shown while a lazily loaded page's code arrives (the spec's screens and routes). `data-page-loading`
 * keeps the footer away meanwhile (see SiteFooter), so the page does not push it down when it comes.
 */
export function RouteFallback() {
  return (
    <div role="status" data-page-loading className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      <span>{S.loading}</span>
    </div>
  );
}
