import type { Audit, SiteAudit } from '../../types';
import { confirmshaming, cookieRejectHarder, preTickedBoxes, visualInterference } from './choice-audits';
import { countdownReset } from './countdown-reset';
import { disguisedAds } from './disguised-ads';
import { hiddenCosts } from './hidden-costs';
import { nagging } from './nagging';
import { preselectedPricierOption } from './preselected-pricier-option';
import { forcedAction, hardToCancel, misleadingWording, scarcityClaims, sneaking, socialProofClaims, urgencyClaims } from './text-audits';

export const deceptiveDesignAudits: Array<Audit | SiteAudit> = [
  urgencyClaims,
  countdownReset,
  scarcityClaims,
  socialProofClaims,
  confirmshaming,
  misleadingWording,
  visualInterference,
  preTickedBoxes,
  preselectedPricierOption,
  cookieRejectHarder,
  nagging,
  sneaking,
  hiddenCosts,
  disguisedAds,
  hardToCancel,
  forcedAction,
] as Array<Audit | SiteAudit>;
