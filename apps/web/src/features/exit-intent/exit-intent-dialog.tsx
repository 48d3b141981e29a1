import { Check } from 'lucide-react';
import { Dialog } from '../../components/ui/dialog';
import { DomainForm } from '../analysis/domain-form';
import { EXIT_INTENT_STRINGS as S } from './strings';

/** The modal's content, loaded the first time the modal opens (it brings the domain form with it). */
export function ExitIntentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={S.title} description={S.description} closeLabel={S.close} className="max-w-lg">
      <div data-testid="exit-intent-modal">
        <DomainForm context="modal" source="exit-intent-modal" onStarted={() => onOpenChange(false)} />
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
          {S.badges.map((badge) => (
            <li key={badge} className="flex items-center gap-1.5">
              <Check className="size-4 text-emerald-600" aria-hidden="true" />
              {badge}
            </li>
          ))}
        </ul>
        <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {S.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-muted px-2 py-3 text-center">
              <dt className="text-xs leading-tight text-muted-foreground">{stat.label}</dt>
              <dd className="whitespace-nowrap text-base font-bold text-primary sm:text-lg">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Dialog>
  );
}
