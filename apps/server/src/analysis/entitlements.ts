import type { FastifyInstance } from 'fastify';
import { entitlementFeature, listActiveEntitlements, listAnalysisEntitlements, type Analysis, type EntitlementFeature, type ShareLinkView } from '@sightline/db';
import { HttpError } from '../errors';
import type { Viewer } from './access';
import { requiredFeature, type ReportView } from './report-views';

/** Which paid features a requester may use: the `entitlements` field of a report response. */
export type Entitlements = Record<EntitlementFeature, boolean>;

const everything = (open: boolean) => Object.fromEntries(entitlementFeature.enumValues.map((feature) => [feature, open])) as Entitlements;

/**
 * The owner's entitlements: those of the signed-in account and of the account the analysis was
 * started from (an owner may open it from a browser that is signed out), plus the views bought for
 * this report alone. Without billing
 * (no STRIPE_SECRET_KEY, the self-hosted default) every feature is open.
 */
export async function ownerEntitlements(app: FastifyInstance, analysis: Analysis, viewer: Viewer): Promise<Entitlements> {
  if (app.config.billing === null) return everything(true);
  const accounts = [...new Set([viewer.userId, analysis.userId].filter((id): id is string => id !== null))];
  // The account's (a subscription, or granted) and the report's own (bought on its own).
  const held = new Set([...(await listActiveEntitlements(app.db, accounts)), ...(await listAnalysisEntitlements(app.db, analysis.id))]);
  return Object.fromEntries(entitlementFeature.enumValues.map((feature) => [feature, held.has(feature)])) as Entitlements;
}

/** A share-link visitor may use what the link's view needs, and nothing else. */
export function linkEntitlements(linkView: ShareLinkView): Entitlements {
  const opened = requiredFeature(linkView);
  return opened === null ? everything(false) : { ...everything(false), [opened]: true };
}

const PLAN_MESSAGES: Record<EntitlementFeature, string> = {
  comprehensive: 'The comprehensive report is a paid view here: a plan that includes it, or buying this report, opens it (see /pricing).',
  detailed: 'The detailed report is a paid view here: a plan that includes it, or buying this report, opens it (see /pricing).',
  whitelabel: 'Whitelabel reports are a paid view here: a plan that includes them, or buying this report, opens them (see /pricing).',
};

/** 402 ENTITLEMENT_REQUIRED naming the view and where to buy it, unless the view is free or the feature is held. */
export function requireEntitlement(entitlements: Entitlements, view: ReportView): void {
  const feature = requiredFeature(view);
  if (feature !== null && !entitlements[feature]) throw new HttpError(402, 'ENTITLEMENT_REQUIRED', PLAN_MESSAGES[feature]);
}
