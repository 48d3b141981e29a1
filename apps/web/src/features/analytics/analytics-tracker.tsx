import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { publicConfigQuery } from '../../lib/public-config';
import { PAGE_READY_EVENT, type PageReadyEvent } from '../../lib/use-document-title';
import { gtagConsentUpdate } from '../consent/consent';
import { useConsent } from '../consent/consent-store';
import { installGtag, loadScriptOnce, sendPageView } from './gtag';

/** Loads the configured analytics only once the Analytics category is allowed; sends a page view per route. */
export function AnalyticsTracker() {
  const { data: config } = useQuery(publicConfigQuery());
  const { record } = useConsent();
  const location = useLocation();
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const sentKey = useRef<string | null>(null);
  const allowed = record?.preferences.analytics === true;
  const measurementId = allowed ? config?.gaMeasurementId : null;
  const recordingSrc = allowed ? config?.sessionRecordingSrc : null;

  useEffect(() => {
    const onReady = (event: Event) => setReadyKey((event as PageReadyEvent).detail.locationKey);
    window.addEventListener(PAGE_READY_EVENT, onReady);
    return () => window.removeEventListener(PAGE_READY_EVENT, onReady);
  }, []);

  useEffect(() => {
    if (measurementId && record) installGtag(measurementId, gtagConsentUpdate(record.preferences));
  }, [measurementId, record]);

  useEffect(() => {
    if (recordingSrc) loadScriptOnce(recordingSrc);
  }, [recordingSrc]);

  useEffect(() => {
    // Pages load lazily: wait until this location's page has set its title, and send once per location.
    if (!measurementId || readyKey !== location.key || sentKey.current === location.key) return;
    sentKey.current = location.key;
    sendPageView(location.pathname, document.title, window.location.href);
  }, [measurementId, readyKey, location.key, location.pathname]);

  return null;
}
