import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { API_DOCS_STRINGS as S } from './strings';

/** Read-only calls anyone may make, each with the status a working installation answers. */
const CHECKS: Array<{ label: string; path: string; expect: number }> = [
  { label: 'Health', path: '/api/health', expect: 200 },
  { label: 'Public configuration', path: '/api/config', expect: 200 },
  { label: 'OpenAPI document', path: '/api/docs/json', expect: 200 },
  { label: 'Analyses of this browser', path: '/api/analyses', expect: 200 },
  { label: 'Surveys of this browser', path: '/api/surveys', expect: 200 },
  { label: 'Bias reports of this browser', path: '/api/bias/reports', expect: 200 },
  { label: 'Public API without a key (refused)', path: '/api/v1/analyses', expect: 401 },
  { label: 'An unknown analysis (not found)', path: '/api/analyses/00000000-0000-4000-8000-000000000000', expect: 404 },
];

interface Result {
  status: number | null;
  ms: number;
}

/** Runs each check once on load (and again on request) against this installation, and shows pass or fail and the time taken. */
export function StatusTable() {
  const [results, setResults] = useState<Record<string, Result>>({});
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    setRunning(true);
    setResults({});
    for (const check of CHECKS) {
      const started = performance.now();
      let status: number | null = null;
      try {
        status = (await fetch(check.path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })).status;
      } catch {
        status = null;
      }
      const ms = Math.round(performance.now() - started);
      setResults((previous) => ({ ...previous, [check.path]: { status, ms } }));
    }
    setRunning(false);
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">{S.statusTitle}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{S.statusIntro}</p>
      <div className="mt-4 overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm" data-testid="status-table">
          <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th className="px-3 py-2">{S.statusCall}</th>
              <th className="hidden px-3 py-2 sm:table-cell">{S.statusExpected}</th>
              <th className="px-3 py-2">{S.statusResult}</th>
              <th className="px-3 py-2 text-right">{S.statusTime}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {CHECKS.map((check) => {
              const result = results[check.path];
              const pass = result !== undefined && result.status === check.expect;
              return (
                <tr key={check.path}>
                  <td className="px-3 py-2">
                    <span className="block">{check.label}</span>
                    <code className="font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">GET {check.path}</code>
                  </td>
                  <td className="hidden px-3 py-2 font-mono text-xs sm:table-cell">{check.expect}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {result === undefined ? (
                      <span className="text-muted-foreground">…</span>
                    ) : (
                      <span className={pass ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold text-destructive'}>
                        {pass ? S.pass : S.fail} <span className="block font-mono text-xs font-normal">{result.status ?? S.noAnswer}</span>
                      </span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-mono text-xs">{result ? `${result.ms} ms` : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button className="mt-3" size="sm" variant="outline" disabled={running} onClick={() => void run()}>
        {running ? S.statusRunning : S.statusRunAgain}
      </Button>
    </div>
  );
}
