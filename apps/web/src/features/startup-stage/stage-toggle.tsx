import { cn } from '../../lib/utils';
import { STARTUP_STAGES } from './stage';
import { setStartupStage, useStartupStage } from './startup-stage';
import { STAGE_STRINGS as S } from './strings';

/** Segmented radio group; the choice persists and changes what home and pricing emphasise. */
export function StageToggle({ className }: { className?: string }) {
  const stage = useStartupStage();
  return (
    <fieldset className={cn('flex flex-col items-center gap-2', className)}>
      <legend className="mb-2 w-full text-center text-sm font-medium text-foreground">{S.legend}</legend>
      <div className="inline-flex rounded-lg border border-border bg-muted p-1">
        {STARTUP_STAGES.map((option) => (
          <label
            key={option}
            className={cn(
              'cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              stage === option ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input type="radio" name="startup-stage" value={option} checked={stage === option} onChange={() => setStartupStage(option)} className="sr-only" />
            {S.options[option]}
          </label>
        ))}
      </div>
      <p className="text-center text-sm text-muted-foreground">{S.hints[stage]}</p>
    </fieldset>
  );
}
