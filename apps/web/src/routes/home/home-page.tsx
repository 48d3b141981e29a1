import { ArrowRight, Check, Gauge, Globe, MousePointerClick, Palette, Share2, Sparkles } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ANALYSIS_TYPE_INFO, type AnalysisType } from '../../features/analysis/analysis-types';
import { DomainForm } from '../../features/analysis/domain-form';
import { StageToggle } from '../../features/startup-stage/stage-toggle';
import { useStartupStage } from '../../features/startup-stage/startup-stage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/utils';
import { HOME_STRINGS as S } from './strings';

const ICONS: Record<AnalysisType, ComponentType<{ className?: string }>> = {
  GENERAL: Globe,
  SOCIAL: Share2,
  USABILITY: MousePointerClick,
  PAGE_SPEED: Gauge,
  UI_ANALYSIS: Palette,
};

export function HomePage() {
  useDocumentTitle(S.title, { brand: false });
  const stage = useStartupStage();
  const order = S.stageFocus[stage];

  return (
    <>
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-primary/[0.07] via-background to-background">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pb-16 pt-14 text-center sm:px-6 sm:pt-20">
          <Badge>
            <Sparkles aria-hidden="true" />
            {S.eyebrow}
          </Badge>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{S.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground text-pretty">{S.subheading}</p>
          <div className="mt-8 w-full max-w-xl">
            <DomainForm context="page" source="homepage" />
          </div>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium text-foreground/80" aria-label="Trust badges">
            {S.badges.map((badge) => (
              <li key={badge} className="flex items-center gap-1.5">
                <Check className="size-4 text-emerald-600" aria-hidden="true" />
                {badge}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="coverage-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="coverage-heading" className="text-3xl font-bold tracking-tight">
            {S.coverageHeading}
          </h2>
          <p className="mt-3 text-muted-foreground">{S.coverageIntro}</p>
        </div>
        <StageToggle className="mt-8" />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="coverage-list">
          {order.map((type, index) => {
            const Icon = ICONS[type];
            const focus = index < S.stageFocusCount;
            return (
              <li key={type}>
                <Card className={cn('h-full transition-shadow', focus && 'border-primary/40 shadow-md ring-1 ring-primary/20')}>
                  <CardHeader>
                    <div className="flex items-center justify-between gap-2">
                      <span className={cn('flex size-10 items-center justify-center rounded-lg', focus ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground')}>
                        <Icon className="size-5" />
                      </span>
                      {focus && <Badge>{S.recommended}</Badge>}
                    </div>
                    <CardTitle className="mt-3">{ANALYSIS_TYPE_INFO[type].title}</CardTitle>
                  </CardHeader>
                  <CardContent>{ANALYSIS_TYPE_INFO[type].description}</CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="border-y border-border bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight">
            {S.stepsHeading}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {S.steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-border bg-background p-6">
                <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-sm font-bold text-primary" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 className="text-2xl font-bold tracking-tight">{S.ctaHeading}</h2>
        <p className="mt-3 text-muted-foreground">{S.ctaText}</p>
        <Link to="/why-sightline" className={cn(buttonVariants({ variant: 'outline' }), 'mt-6')}>
          {S.ctaLink}
          <ArrowRight aria-hidden="true" />
        </Link>
      </section>
    </>
  );
}
