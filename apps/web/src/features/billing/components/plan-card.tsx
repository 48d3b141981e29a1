import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import type { Plan } from '../api';
import { BILLING_STRINGS as S } from '../strings';

/** One plan: name, price, what it includes, and the action given as children. */
export function PlanCard({ plan, highlighted = false, children, headingLevel = 2 }: { plan: Plan; highlighted?: boolean; children?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      data-testid="plan-card"
      className={cn('flex h-full flex-col rounded-xl border bg-card p-6', highlighted ? 'border-primary shadow-lg ring-1 ring-primary/30' : 'border-border')}
    >
      <Heading className="text-xl font-semibold">{plan.name}</Heading>
      <p className="mt-1 text-2xl font-bold tracking-tight">{plan.price}</p>
      <p className="mt-1 text-sm text-muted-foreground">{S.kind[plan.kind]}</p>
      {plan.description && <p className="mt-3 text-sm text-muted-foreground">{plan.description}</p>}
      <p className="mt-5 text-sm font-medium">{S.pricing.unlocks}</p>
      <ul className="mt-2 grid gap-3 text-sm">
        {plan.unlocks.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>
              <span className="font-medium">{S.features[feature].name}</span>
              <span className="block text-muted-foreground">{S.features[feature].text}</span>
            </span>
          </li>
        ))}
      </ul>
      {children && <div className="mt-auto flex flex-wrap gap-3 pt-6">{children}</div>}
    </div>
  );
}
