import type { QuestionResult } from '@sightline/shared/research/survey-results';
import type { ReactNode } from 'react';
import { BarList, DivergingBar, Histogram, PriceCurves, ScaleColumns, ShareBar } from './charts';
import { heatColours, meanText, money, npsText, number, percent, shareText, smallSampleNote } from './format';

const METHOD = {
  share: 'Percentages are of the respondents who picked an answer. The 95 % interval is the Wilson score interval, which stays sensible for small samples and for shares near 0 % or 100 %.',
  multiple: 'Each percentage is of the respondents who picked at least one answer, so they can add up to more than 100 %. The 95 % interval of each is the Wilson score interval.',
  mean: 'The mean comes with a 95 % t-interval (mean ± t × standard deviation ÷ √n), which allows for the extra uncertainty of a small sample.',
  nps: 'NPS = % promoters (9–10) − % detractors (0–6), from −100 to +100. Its 95 % interval uses the variance of a difference of two shares of the same multinomial sample.',
  ranking: 'Mean rank: the average position given (1 = first). Its 95 % interval is a t-interval; "ranked first" is a share with a Wilson score interval.',
  text: 'Words are counted once per answer, lower-cased, without common words such as "the" or "and".',
  price: 'Van Westendorp: for each price, the share who find it too cheap, a bargain, getting expensive or too expensive. Where the curves cross: PMC (marginal cheapness: too cheap = getting expensive), PME (marginal expensiveness: too expensive = a bargain), OPP (optimal: too cheap = too expensive) and IPP (indifference: a bargain = getting expensive). Prices between PMC and PME are acceptable.',
  matrix: 'Each cell: how many respondents picked that column for that row, and the share of the row. Darker cells hold a larger share of their row.',
};

function HowComputed({ children }: { children: ReactNode }) {
  return (
    <details className="mt-3 text-sm print:hidden">
      <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">How is this computed?</summary>
      <p className="mt-1 text-muted-foreground">{children}</p>
    </details>
  );
}

function Specials({ result }: { result: QuestionResult }) {
  const { dontKnow, preferNot } = result.special;
  if (dontKnow + preferNot === 0) return null;
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      {[dontKnow > 0 && `Don't know: ${dontKnow}`, preferNot > 0 && `Prefer not to say: ${preferNot}`].filter(Boolean).join(' · ')} (not in the percentages)
    </p>
  );
}

/** The figures of a scale as a table, for those who cannot see the chart. */
function ScaleTable({ caption, distribution }: { caption: string; distribution: { value: number; label: string; count: number; share: Parameters<typeof shareText>[0] | null }[] }) {
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-left text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Answer
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Count
          </th>
          <th scope="col" className="py-1 pl-3 text-right font-medium">
            Share (95 % CI)
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {distribution.map((v) => (
          <tr key={v.value} className="border-t border-border">
            <th scope="row" className="py-1 text-left font-normal">
              {v.label === String(v.value) ? v.label : `${v.value} · ${v.label}`}
            </th>
            <td className="py-1 text-right">{v.count}</td>
            <td className="py-1 pl-3 text-right text-muted-foreground">{v.share ? shareText(v.share) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Body({ result }: { result: QuestionResult }) {
  switch (result.type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'yes_no': {
      const items = result.options.map((o) => ({ id: o.id, label: o.label, count: o.count, share: o.share }));
      if (result.other) items.push({ id: '__other', label: 'Other', count: result.other.count, share: result.other.share });
      return (
        <>
          <BarList items={items} />
          {result.other && result.other.samples.length > 0 && (
            <div className="mt-4">
              <h4 className="text-sm font-medium">Latest "other" answers</h4>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
                {result.other.samples.map((text, i) => (
                  <li key={i} className="break-words">
                    {text}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <HowComputed>{result.type === 'multiple_choice' ? METHOD.multiple : METHOD.share}</HowComputed>
        </>
      );
    }
    case 'rating':
      return (
        <>
          {result.mean && <p className="text-sm">Mean: {meanText(result.mean)} on a scale of 1 to {result.points}</p>}
          <div className="mt-3">
            <ScaleColumns distribution={result.distribution} />
          </div>
          <ScaleTable caption={`Answers to "${result.title}"`} distribution={result.distribution} />
          <HowComputed>
            {METHOD.mean} {METHOD.share}
          </HowComputed>
        </>
      );
    case 'likert':
      return (
        <>
          <ul className="grid gap-1 text-sm sm:grid-cols-3">
            {result.disagree && <li>Disagree: {shareText(result.disagree)}</li>}
            {result.neutral && <li>Neutral: {shareText(result.neutral)}</li>}
            {result.agree && <li>Agree: {shareText(result.agree)}</li>}
          </ul>
          <div className="mt-3">
            <DivergingBar distribution={result.distribution} />
          </div>
          {result.mean && <p className="mt-3 text-sm">Mean: {meanText(result.mean)} on a scale of 1 to {result.points}</p>}
          <ScaleTable caption={`Answers to "${result.title}"`} distribution={result.distribution} />
          <HowComputed>
            Agree and disagree add up the answers on each side of the middle. {METHOD.share} {METHOD.mean}
          </HowComputed>
        </>
      );
    case 'nps': {
      const groups = [
        { key: 'detractors', label: 'Detractors (0–6)', group: result.detractors, fill: 'bg-red-700' },
        { key: 'passives', label: 'Passives (7–8)', group: result.passives, fill: 'bg-zinc-600' },
        { key: 'promoters', label: 'Promoters (9–10)', group: result.promoters, fill: 'bg-emerald-700' },
      ];
      const total = groups.reduce((sum, g) => sum + g.group.count, 0);
      return (
        <>
          {result.score && (
            <p className="text-sm">
              <span className="text-3xl font-bold tabular-nums">{result.score.estimate > 0 ? `+${Math.round(result.score.estimate)}` : Math.round(result.score.estimate)}</span>
              <span className="ml-2">Net Promoter Score: {npsText(result.score)}</span>
            </p>
          )}
          {total > 0 && (
            <div aria-hidden="true" className="mt-3 flex h-7 overflow-hidden rounded text-[11px] font-medium text-white">
              {groups.map((g) => (
                <div key={g.key} className={`${g.fill} flex items-center justify-center overflow-hidden`} style={{ width: `${(g.group.count / total) * 100}%` }}>
                  {g.group.count / total >= 0.12 ? g.label.split(' ')[0] : ''}
                </div>
              ))}
            </div>
          )}
          <ul className="mt-3 space-y-1 text-sm">
            {groups.map((g) => (
              <li key={g.key}>
                {g.label}: {g.group.count}
                {g.group.share ? ` · ${shareText(g.group.share)}` : ''}
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <ScaleColumns distribution={result.distribution} highlight={(v) => (v <= 6 ? 'low' : v <= 8 ? 'mid' : 'high')} />
          </div>
          <ScaleTable caption={`Answers to "${result.title}" by score`} distribution={result.distribution} />
          <HowComputed>
            {METHOD.nps} {METHOD.share}
          </HowComputed>
        </>
      );
    }
    case 'number':
      return (
        <>
          {result.mean && (
            <p className="text-sm">
              Mean: {meanText(result.mean, result.unit)}
              {result.median !== null && ` · median ${number(result.median, 2)}${result.unit ? ` ${result.unit}` : ''}`}
            </p>
          )}
          <div className="mt-3">
            <Histogram bins={result.histogram} unit={result.unit} />
          </div>
          <div className="sr-only">
            <table>
              <caption>Answers to "{result.title}" by range</caption>
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Count</th>
                </tr>
              </thead>
              <tbody>
                {result.histogram.map((bin) => (
                  <tr key={bin.from}>
                    <td>{number(bin.from, 2)}</td>
                    <td>{number(bin.to, 2)}</td>
                    <td>{bin.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <HowComputed>{METHOD.mean} The histogram splits the answers into ranges of equal width.</HowComputed>
        </>
      );
    case 'short_text':
    case 'long_text':
      return (
        <>
          {result.words.length > 0 && (
            <div>
              <h4 className="text-sm font-medium">Most used words</h4>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {result.words.map((w) => (
                  <li key={w.word} className="rounded-full border border-border bg-muted/60 px-2.5 py-0.5 text-sm">
                    {w.word} <span className="tabular-nums text-muted-foreground">×{w.count}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {result.latest.length > 0 && (
            <div className="mt-4">
              <h4 className="text-sm font-medium">Latest answers</h4>
              <ul className="mt-1 divide-y divide-border text-sm">
                {result.latest.map((answer, i) => (
                  <li key={i} className="py-1.5">
                    <p className="whitespace-pre-line break-words">{answer.text}</p>
                    <p className="text-xs text-muted-foreground">{new Date(answer.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</p>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <HowComputed>{METHOD.text}</HowComputed>
        </>
      );
    case 'ranking': {
      const ranked = [...result.options].sort((a, b) => (a.meanRank?.estimate ?? Infinity) - (b.meanRank?.estimate ?? Infinity));
      const k = result.options.length;
      return (
        <>
          <ol className="space-y-3">
            {ranked.map((o) => (
              <li key={o.id}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
                  <span className="font-medium">{o.label}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {o.meanRank ? `mean rank ${meanText(o.meanRank)}` : 'not ranked'}
                    {o.firstShare ? ` · first for ${shareText(o.firstShare)}` : ''}
                  </span>
                </div>
                {o.meanRank && (
                  <ShareBar
                    className="mt-1"
                    share={{ ...o.meanRank, estimate: (k - o.meanRank.estimate) / Math.max(1, k - 1), low: (k - o.meanRank.high) / Math.max(1, k - 1), high: (k - o.meanRank.low) / Math.max(1, k - 1) }}
                  />
                )}
              </li>
            ))}
          </ol>
          <p className="mt-2 text-xs text-muted-foreground">Ordered by mean rank; a longer bar is a better (lower) rank.</p>
          <HowComputed>{METHOD.ranking}</HowComputed>
        </>
      );
    }
    case 'matrix':
      return (
        <>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Answers to "${result.title}" (scrolls sideways)`}>
            <table className="w-full min-w-max text-sm">
              <caption className="sr-only">Answers to "{result.title}": count and share of each row</caption>
              <thead>
                <tr className="text-xs text-muted-foreground">
                  <td />
                  {result.columns.map((c) => (
                    <th key={c.id} scope="col" className="px-2 pb-1 text-center font-medium">
                      {c.label}
                    </th>
                  ))}
                  <th scope="col" className="px-2 pb-1 text-right font-medium">
                    n
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {result.rows.map((row) => (
                  <tr key={row.id} className="border-t border-border">
                    <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                      {row.label}
                    </th>
                    {row.counts.map((count, i) => {
                      const share = row.n ? count / row.n : 0;
                      return (
                        <td key={result.columns[i]?.id ?? i} className="px-1 py-1">
                          <span className="block rounded px-2 py-1 text-center" style={heatColours(share)}>
                            {count}
                            <span className="block text-[11px]">{row.n ? percent(share) : '–'}</span>
                          </span>
                        </td>
                      );
                    })}
                    <td className="px-2 text-right text-muted-foreground">{row.n}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <HowComputed>{METHOD.matrix}</HowComputed>
        </>
      );
    case 'van_westendorp': {
      const a = result.analysis;
      if (!a) return <p className="text-sm text-muted-foreground">Not enough complete sets of four prices to draw the curves yet.</p>;
      const price = (value: number | null) => (value === null ? 'not found (the curves do not cross)' : money(value, result.currency));
      return (
        <>
          <p className="text-sm">
            Acceptable prices for {result.product}:{' '}
            <strong>
              {a.pointOfMarginalCheapness !== null && a.pointOfMarginalExpensiveness !== null
                ? `${money(a.pointOfMarginalCheapness, result.currency)} to ${money(a.pointOfMarginalExpensiveness, result.currency)}`
                : 'no range found (the curves do not cross)'}
            </strong>{' '}
            (n = {a.n})
          </p>
          <div className="mt-3">
            <PriceCurves analysis={a} currency={result.currency} />
          </div>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="inline font-medium">PMC, marginal cheapness: </dt>
              <dd className="inline">{price(a.pointOfMarginalCheapness)}</dd>
            </div>
            <div>
              <dt className="inline font-medium">OPP, optimal price: </dt>
              <dd className="inline">{price(a.optimalPrice)}</dd>
            </div>
            <div>
              <dt className="inline font-medium">IPP, indifference price: </dt>
              <dd className="inline">{price(a.indifferencePrice)}</dd>
            </div>
            <div>
              <dt className="inline font-medium">PME, marginal expensiveness: </dt>
              <dd className="inline">{price(a.pointOfMarginalExpensiveness)}</dd>
            </div>
          </dl>
          <HowComputed>{METHOD.price}</HowComputed>
        </>
      );
    }
  }
}

/** One question's results: its n, a plain note when there are few answers, the chart and its figures. */
export function QuestionResultCard({ result, index }: { result: QuestionResult; index: number }) {
  const note = smallSampleNote(result.n);
  return (
    <section aria-labelledby={`result-${result.id}`} className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5" data-testid="question-result">
      <h3 id={`result-${result.id}`} className="font-semibold">
        <span className="text-muted-foreground">{index + 1}.</span> {result.title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        n = {result.n} · {result.shown === 1 ? 'shown to 1 respondent' : `shown to ${result.shown} respondents`}
      </p>
      {note && (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="small-sample">
          {note}
        </p>
      )}
      {result.n > 0 && (
        <div className="mt-4">
          <Body result={result} />
          <Specials result={result} />
        </div>
      )}
    </section>
  );
}
