import { createShareLink, findSiteBiasReportByAnalysis, type Analysis, type Db } from '@sightline/db';
import { biasShareLinkUrl, createShareToken, SHARE_LINK_EMAIL_DAYS, shareLinkUrl } from './share-token';

/**
 * The "it's ready" email for an analysis someone asked to be told about. A completed one gets a new
 * share link, since the address it goes to may open it in a browser without the owner's cookie: the
 * standard report, or for a site check (a DECEPTIVE_DESIGN analysis started from /bias-detection)
 * its bias report, which is what its owner was looking at.
 */
export async function reportReadyEmail(db: Db, publicUrl: string, analysis: Pick<Analysis, 'id' | 'domain' | 'status' | 'error'>): Promise<{ subject: string; text: string }> {
  const siteCheck = await findSiteBiasReportByAnalysis(db, analysis.id);
  const what = siteCheck ? 'deceptive-design check' : 'UX analysis';
  if (analysis.status !== 'completed') {
    return {
      subject: `The ${siteCheck ? 'deceptive-design check' : 'analysis'} of ${analysis.domain} could not finish`,
      text: `We could not finish the ${what} of ${analysis.domain}: ${analysis.error ?? 'unknown error'}\n\nYou can try again at any time from ${siteCheck ? `${publicUrl}/bias-detection` : 'the home page'}.\n`,
    };
  }
  const { token, tokenHash, expiresAt } = createShareToken(SHARE_LINK_EMAIL_DAYS);
  await createShareLink(db, { ...(siteCheck ? { biasReportId: siteCheck.id } : { analysisId: analysis.id }), tokenHash, view: 'standard', expiresAt });
  const link = siteCheck ? biasShareLinkUrl(publicUrl, siteCheck.id, token) : shareLinkUrl(publicUrl, 'standard', analysis.id, token);
  return {
    subject: siteCheck ? `Your deceptive-design check of ${analysis.domain} is ready` : `Your UX report for ${analysis.domain} is ready`,
    text: `The ${what} of ${analysis.domain} is done. Open your report here:\n\n${link}\n\nAnyone with this link can read the report; it stops working after ${SHARE_LINK_EMAIL_DAYS} days.\n`,
  };
}
