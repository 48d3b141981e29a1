import { Cookie, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { Tabs } from '../../components/ui/tabs';
import { ALL_ACCEPTED, CONSENT_AUTO_HIDE_MS, ESSENTIAL_ONLY, type ConsentPreferences } from './consent';
import { closeBanner, openBanner, saveConsent, useConsent } from './consent-store';
import { CONSENT_CATEGORIES, CONSENT_STRINGS as S } from './strings';

export function CookieBanner() {
  const { bannerOpen, view, record } = useConsent();

  useEffect(() => {
    // The banner hides itself after 15 s (the spec's business constants). Once the visitor opens the settings they are reading and
    // choosing, so the timer stops there (WCAG 2.2.1: don't take content away mid-task).
    if (!bannerOpen || view !== 'compact') return;
    const timer = window.setTimeout(closeBanner, CONSENT_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [bannerOpen, view]);

  if (!bannerOpen) return null;
  return (
    <section
      aria-label={S.regionLabel}
      data-testid="cookie-banner"
      className="fixed bottom-3 left-3 right-3 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-xl border border-border bg-background p-4 text-foreground shadow-2xl sm:bottom-4 sm:left-4 sm:right-auto sm:w-[26rem] sm:p-5"
    >
      <button
        type="button"
        onClick={closeBanner}
        className="absolute right-2.5 top-2.5 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">{S.close}</span>
      </button>
      {view === 'compact' ? <CompactView /> : <SettingsView initial={record?.preferences ?? ESSENTIAL_ONLY} />}
    </section>
  );
}

function CompactView() {
  return (
    <>
      <div className="flex items-center gap-2 pr-8">
        <Cookie className="size-5 text-primary" aria-hidden="true" />
        <h2 className="text-base font-semibold">{S.title}</h2>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        {S.compactText}{' '}
        <a href="/cookie-policy" className="font-medium text-primary underline underline-offset-2">
          {S.policyLink}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button className="flex-1" onClick={() => saveConsent(ALL_ACCEPTED)}>
          {S.acceptAll}
        </Button>
        <Button variant="outline" className="flex-1" onClick={() => saveConsent(ESSENTIAL_ONLY)}>
          {S.essentialOnly}
        </Button>
        <Button variant="ghost" className="w-full sm:w-auto" onClick={() => openBanner('settings')}>
          {S.settings}
        </Button>
      </div>
    </>
  );
}

function SettingsView({ initial }: { initial: ConsentPreferences }) {
  const [tab, setTab] = useState<'categories' | 'details'>('categories');
  const [choice, setChoice] = useState<ConsentPreferences>({ ...initial, necessary: true });

  const categories = (
    <ul className="grid gap-3">
      {CONSENT_CATEGORIES.map((category) => {
        const id = `consent-${category.key}`;
        const locked = category.key === 'necessary';
        return (
          <li key={category.key} className="flex items-start justify-between gap-3 rounded-lg border border-border p-3">
            <div>
              <label htmlFor={id} className="text-sm font-medium">
                {category.title}
                {locked && <span className="ml-2 text-xs font-normal text-muted-foreground">{S.alwaysOn}</span>}
              </label>
              <p id={`${id}-description`} className="mt-0.5 text-xs text-muted-foreground">
                {category.description}
              </p>
            </div>
            <Switch
              id={id}
              aria-describedby={`${id}-description`}
              checked={locked || choice[category.key]}
              disabled={locked}
              onCheckedChange={(checked) => setChoice((prev) => ({ ...prev, [category.key]: checked }))}
            />
          </li>
        );
      })}
    </ul>
  );
  const details = (
    <div className="grid gap-2 text-sm text-muted-foreground">
      {S.details.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="flex gap-3">
        <a href="/privacy-policy" className="font-medium text-primary underline underline-offset-2">
          {S.privacyLink}
        </a>
        <a href="/cookie-policy" className="font-medium text-primary underline underline-offset-2">
          {S.policyLink}
        </a>
      </p>
    </div>
  );

  return (
    <>
      <h2 className="pr-8 text-base font-semibold">{S.settingsTitle}</h2>
      <Tabs
        className="mt-3"
        label={S.tabsLabel}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'categories', label: S.tabCategories, content: categories },
          { value: 'details', label: S.tabDetails, content: details },
        ]}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button className="flex-1" onClick={() => saveConsent(choice)}>
          {S.savePreferences}
        </Button>
        <Button variant="outline" className="flex-1" onClick={() => saveConsent(ALL_ACCEPTED)}>
          {S.acceptAll}
        </Button>
      </div>
    </>
  );
}
