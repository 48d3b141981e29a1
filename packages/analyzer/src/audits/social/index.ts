import type { Audit, SiteAudit } from '../../types';
import { ogImage } from './og-image';
import { openGraph } from './open-graph';
import { sharePreview } from './share-preview';
import { socialProfiles } from './social-profiles';
import { twitterCard } from './twitter-card';

export const socialAudits: Array<Audit | SiteAudit> = [openGraph, ogImage, twitterCard, socialProfiles, sharePreview] as Array<Audit | SiteAudit>;
