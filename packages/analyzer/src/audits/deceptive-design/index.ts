import type { Audit, SiteAudit } from '../../types';
import { confirmshaming, cookieRejectHarder, preTickedBoxes, visualInterference } from './choice-audits';
import { countdownReset } from './countdown-reset';
import { nagging } from './nagging';
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
  cookieRejectHarder,
  nagging,
  sneaking,
  hardToCancel,
  forcedAction,
] as Array<Audit | SiteAudit>;
