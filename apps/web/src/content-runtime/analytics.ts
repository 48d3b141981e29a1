// The configured analytics on a prerendered guide, once the reader has allowed them: the same
// Google tag and session recording the app's AnalyticsTracker loads, and one page view.
import { installGtag, loadScriptOnce, sendPageView } from '../features/analytics/gtag';
import { gtagConsentUpdate, type ConsentPreferences } from '../features/consent/consent';
import { apiRequest } from '../lib/api';
import type { PublicConfig } from '../lib/public-config';

export async function startAnalytics(preferences: ConsentPreferences): Promise<void> {
  const config = await apiRequest<PublicConfig>('GET', '/api/config');
  if (config.gaMeasurementId) {
    installGtag(config.gaMeasurementId, gtagConsentUpdate(preferences));
    sendPageView(window.location.pathname, document.title, window.location.href);
  }
  if (config.sessionRecordingSrc) loadScriptOnce(config.sessionRecordingSrc);
}
