import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { ESSENTIAL_ONLY } from '../../features/consent/consent';
import { openBanner, saveConsent, useConsent } from '../../features/consent/consent-store';
import { CONSENT_CATEGORIES } from '../../features/consent/strings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PRIVACY_SETTINGS_STRINGS as S } from '../marketing/strings';

export function PrivacySettingsPage() {
  useDocumentTitle(S.title);
  const { record } = useConsent();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{S.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{S.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{S.lead}</p>
      <section className="mt-10 rounded-xl border border-border p-6" aria-labelledby="current-choice">
        <h2 id="current-choice" className="text-xl font-semibold">
          {S.currentHeading}
        </h2>
        {record ? (
          <>
            <p className="mt-2 text-sm text-muted-foreground">{S.savedOn(new Date(record.timestamp).toLocaleString())}</p>
            <dl className="mt-4 grid gap-2" data-testid="consent-summary">
              {CONSENT_CATEGORIES.map((category) => (
                <div key={category.key} className="flex justify-between gap-4 border-b border-border pb-2 text-sm last:border-0">
                  <dt className="font-medium">{category.title}</dt>
                  <dd className={record.preferences[category.key] ? 'text-emerald-700' : 'text-muted-foreground'}>
                    {record.preferences[category.key] ? S.on : S.off}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">{S.none}</p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => openBanner('settings')}>{S.change}</Button>
          <Button variant="outline" onClick={() => saveConsent(ESSENTIAL_ONLY)}>
            {S.essentialOnly}
          </Button>
          <Link to="/cookie-policy" className={buttonVariants({ variant: 'link' })}>
            {S.policy}
          </Link>
        </div>
      </section>
    </div>
  );
}
