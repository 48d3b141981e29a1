import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '../../components/ui/dialog';
import { readStorage, writeStorage } from '../../lib/storage';
import { DomainForm } from '../analysis/domain-form';
import { cooldownPassed, EXIT_INTENT_STORAGE_KEY, exitIntentAllowedOn, isTopExit } from './exit-intent';
import { EXIT_INTENT_STRINGS as S } from './strings';

function isTouchDevice(): boolean {
  return navigator.maxTouchPoints > 0 || window.matchMedia('(pointer: coarse)').matches || !window.matchMedia('(hover: hover)').matches;
}

export function ExitIntentModal() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const allowed = exitIntentAllowedOn(location.pathname, location.search);

  useEffect(() => {
    if (!allowed || isTouchDevice()) return;
    const onMouseOut = (event: MouseEvent) => {
      if (!isTopExit(event)) return;
      if (!cooldownPassed(readStorage(EXIT_INTENT_STORAGE_KEY), Date.now())) return;
      // Another modal (sign-in) already has the visitor's attention.
      if (document.querySelector('dialog[open]')) return;
      writeStorage(EXIT_INTENT_STORAGE_KEY, String(Date.now()));
      setOpen(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [allowed]);

  if (!allowed) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen} title={S.title} description={S.description} closeLabel={S.close} className="max-w-lg">
      <div data-testid="exit-intent-modal">
        <DomainForm context="modal" source="exit-intent-modal" onStarted={() => setOpen(false)} />
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
