/** Weight of each SOCIAL audit in the social score (weighted mean of applicable audits). */
export const socialWeights: Record<string, number> = {
  'open-graph': 3,
  'og-image': 3,
  'twitter-card': 2,
  'social-profiles': 1,
};
