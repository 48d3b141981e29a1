import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/auth-context';
import { toast } from '../../toast/toast-store';
import { brandingQuery, saveBranding } from '../api';
import { BRANDING_STRINGS as S } from '../strings-comprehensive';
import type { Branding } from '../types';

// The server's rules (PUT /api/account/branding), checked here first so a wrong file is refused
// before it is uploaded; the server checks again, including that the bytes match the type.
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const LOGO_MAX_BYTES = 200 * 1024;
const NAME_MAX = 80;
// The app's own accent, shown by the colour picker while no accent is chosen.
const DEFAULT_ACCENT = '#4f46e5';

/** Why a logo file cannot be used, or null when it can. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!LOGO_TYPES.includes(file.type)) return S.logoType;
  if (file.size > LOGO_MAX_BYTES) return S.logoSize(Math.ceil(file.size / 1024));
  return null;
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(S.logoUnreadable)));
    reader.onerror = () => reject(new Error(S.logoUnreadable));
    reader.readAsDataURL(file);
  });

/** The branding form, for a report's panel (which then shows the report again with it) and the dashboard. */
export function BrandingForm({ initial, reportQueryKey }: { initial: Branding; reportQueryKey?: QueryKey }) {
  const [name, setName] = useState(initial.name ?? '');
  const [logo, setLogo] = useState(initial.logoDataUrl);
  const [accent, setAccent] = useState(initial.accentColor);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const ids = { name: useId(), logo: useId(), logoHelp: useId(), accent: useId(), accentHelp: useId() };

  const save = useMutation({
    mutationFn: () => saveBranding({ name: name.trim() === '' ? null : name.trim(), logoDataUrl: logo, accentColor: accent }),
    onSuccess: async (response) => {
      queryClient.setQueryData(brandingQuery().queryKey, response);
      if (reportQueryKey) await queryClient.invalidateQueries({ queryKey: reportQueryKey });
      toast({ title: S.saved, description: reportQueryKey ? S.savedText : S.savedEverywhere });
    },
    onError: (error) => toast({ title: S.saveFailed, description: error.message, variant: 'destructive' }),
  });

  async function pickLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = logoFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    try {
      setLogo(await readDataUrl(file));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : S.logoUnreadable);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim().length > NAME_MAX) return setProblem(S.nameLength);
    setProblem(null);
    save.mutate();
  }

  return (
    <form onSubmit={submit} className="mt-4 grid gap-5 sm:grid-cols-3">
      <div className="space-y-1.5">
        <Label htmlFor={ids.name}>{S.name}</Label>
        <Input id={ids.name} value={name} maxLength={NAME_MAX} autoComplete="organization" onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.logo}>{S.logo}</Label>
        <div className="flex items-center gap-3">
          {logo && <img src={logo} alt={S.logoPreviewAlt} width={40} height={40} className="size-10 shrink-0 rounded border border-border object-contain" />}
          <input
            id={ids.logo}
            type="file"
            accept={LOGO_TYPES.join(',')}
            aria-describedby={ids.logoHelp}
            onChange={(event) => void pickLogo(event)}
            className="min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        </div>
        <p id={ids.logoHelp} className="text-xs text-muted-foreground">
          {S.logoHelp}
          {logo && (
            <>
              {' '}
              <button type="button" className="font-medium text-primary hover:underline" onClick={() => setLogo(null)}>
                {S.logoRemove}
              </button>
            </>
          )}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.accent}>{S.accent}</Label>
        <div className="flex items-center gap-3">
          <input
            id={ids.accent}
            type="color"
            value={accent ?? DEFAULT_ACCENT}
            aria-describedby={ids.accentHelp}
            onChange={(event) => setAccent(event.target.value)}
            className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          />
          <span className="text-sm tabular-nums">{accent ?? S.accentNone}</span>
        </div>
        <p id={ids.accentHelp} className="text-xs text-muted-foreground">
          {S.accentHelp}
          {accent && (
            <>
              {' '}
              <button type="button" className="font-medium text-primary hover:underline" onClick={() => setAccent(null)}>
                {S.accentReset}
              </button>
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? S.saving : S.save}
        </Button>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * The owner's "Brand this report" panel on white-label views. Branding belongs to an account, so a
 * signed-out owner is asked to sign in; an analysis started without an account has no branding.
 */
export function BrandingPanel({ hasAccount, reportQueryKey }: { hasAccount: boolean; reportQueryKey: QueryKey }) {
  const { user, openSignIn } = useAuth();
  const query = useQuery({ ...brandingQuery(), enabled: user !== null && hasAccount });
  return (
    <section aria-labelledby="branding-heading" className="rounded-xl border border-dashed border-border bg-muted/30 p-5 print:hidden" data-testid="branding-panel">
      <h2 id="branding-heading" className="flex items-center gap-2 font-semibold">
        <Palette className="size-4" aria-hidden="true" />
        {S.heading}
      </h2>
      {user === null ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{S.signInLead}</p>
          <Button size="sm" variant="outline" onClick={() => openSignIn('signin')}>
            {S.signIn}
          </Button>
        </div>
      ) : !hasAccount ? (
        <p className="mt-2 text-sm text-muted-foreground">{S.noAccount}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">{S.lead}</p>
          {query.isPending ? (
            <Spinner className="mt-4" />
          ) : query.isError ? (
            <p className="mt-4 text-sm text-destructive">{S.loadError}</p>
          ) : (
            <BrandingForm initial={query.data.branding} reportQueryKey={reportQueryKey} />
          )}
        </>
      )}
    </section>
  );
}
