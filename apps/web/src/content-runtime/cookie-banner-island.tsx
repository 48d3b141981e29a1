// The app's cookie banner on a prerendered guide, for a reader who has not chosen yet and needs to:
// React and the banner load only then. Allowing analytics starts them on this page too.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { CookieBanner } from '../features/consent/cookie-banner';
import { useConsent } from '../features/consent/consent-store';
import { startAnalytics } from './analytics';

function Banner() {
  const { record, bannerOpen } = useConsent();
  const analytics = record?.preferences.analytics === true;
  useEffect(() => {
    if (analytics && record) void startAnalytics(record.preferences);
  }, [analytics, record]);
  return bannerOpen ? <CookieBanner /> : null;
}

export function showCookieBanner(): void {
  const host = document.createElement('div');
  host.className = 'print:hidden';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <Banner />
    </StrictMode>,
  );
}
