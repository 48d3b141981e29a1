import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { brandingQuery } from '../../reports/api';
import { BrandingForm } from '../../reports/components/branding-panel';
import { DASHBOARD_STRINGS as S } from '../strings';

/** The white-label branding of the account's reports: the same form as a white-label report's panel. */
export function BrandingSettings() {
  const branding = useQuery(brandingQuery());
  if (branding.isPending) return <Spinner />;
  if (branding.isError) return <p className="text-sm text-destructive">{S.brandingLoadFailed}</p>;
  return <BrandingForm initial={branding.data.branding} />;
}
