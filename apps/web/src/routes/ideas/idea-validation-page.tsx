import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Idea } from '@sightline/shared/research/idea-validation';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { createIdea, ideasQuery } from '../../features/ideas/api';
import { HttpError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CAD', 'AUD', 'JPY', 'INR', 'BRL'];

interface Field {
  name: keyof Omit<Idea, 'price' | 'hasPrototype'>;
  label: string;
  hint: string;
  max: number;
  long?: boolean;
}

const FIELDS: Field[] = [
  { name: 'name', label: 'Name of the idea', hint: 'Respondents see it in the questions, e.g. "Receipt Robot".', max: 120 },
  { name: 'problem', label: 'The problem', hint: 'As the people who have it would put it, e.g. "keeping track of receipts for expense reports".', max: 500, long: true },
  { name: 'audience', label: 'Who has it', hint: 'e.g. "freelancers who invoice clients".', max: 300 },
  { name: 'currentSolution', label: 'How they deal with it today', hint: 'It becomes the first answer of "How did you deal with it that time?", e.g. "a spreadsheet and a shoebox".', max: 300 },
  { name: 'solution', label: 'What you propose', hint: 'Shown above the price questions, so respondents know what they are pricing.', max: 500, long: true },
];

const EMPTY = { name: '', problem: '', audience: '', currentSolution: '', solution: '' };

/** /idea-validation: describe an idea; Sightline drafts the survey that tests it. Below, this browser's ideas. */
export function IdeaValidationPage() {
  useDocumentTitle('Idea validation');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance">Validate an idea with evidence, not compliments</h1>
      <p className="mt-3 text-muted-foreground">
        Describe the idea. Sightline drafts a survey from established instruments: how often and how badly people meet the problem, what they do and spend today, the Sean Ellis
        “must-have” question if you have a prototype, and Van Westendorp’s price questions. It asks about what people did, never “would you buy it?”, because opinions about the
        future are polite, not predictive. You edit the survey, publish it, and the scorecard fills in as answers arrive.
      </p>
      <IdeaForm />
      <MyIdeas />
    </div>
  );
}

function IdeaForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState(EMPTY);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const [per, setPer] = useState<Idea['price']['per']>('month');
  const [hasPrototype, setHasPrototype] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field['name'] | 'amount', string>>>({});
  const create = useMutation({
    mutationFn: createIdea,
    onSuccess: (detail) => {
      void queryClient.invalidateQueries({ queryKey: ideasQuery().queryKey });
      void navigate(`/idea-validation/${detail.id}`);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    for (const field of FIELDS) if (text[field.name].trim() === '') found[field.name] = `Enter ${field.label.toLowerCase()}.`;
    const price = Number(amount.replace(',', '.'));
    if (!(price > 0)) found.amount = 'Enter your price guess as a number above 0.';
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`idea-${first}`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(FIELDS.map((field) => [field.name, text[field.name].trim()])) as typeof EMPTY;
    create.mutate({ ...trimmed, price: { amount: price, currency, per }, hasPrototype });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-5" aria-labelledby="idea-form-heading">
      <h2 id="idea-form-heading" className="text-xl font-semibold">
        Your idea
      </h2>
      {FIELDS.map((field) => {
        const id = `idea-${field.name}`;
        const error = errors[field.name];
        const props = {
          id,
          value: text[field.name],
          maxLength: field.max,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': `${id}-hint${error ? ` ${id}-error` : ''}`,
          onChange: (event: { target: { value: string } }) => setText((current) => ({ ...current, [field.name]: event.target.value })),
        };
        return (
          <div key={field.name} className="space-y-1.5">
            <Label htmlFor={id}>{field.label}</Label>
            {field.long ? (
              <textarea
                {...props}
                rows={3}
                className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive sm:text-sm"
              />
            ) : (
              <Input {...props} />
            )}
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {field.hint}
            </p>
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium">Your price guess</legend>
        <div className="flex flex-wrap gap-2">
          <div className="w-32">
            <Label htmlFor="idea-amount" className="sr-only">
              Amount
            </Label>
            <Input
              id="idea-amount"
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? 'idea-amount-error' : undefined}
              placeholder="9"
            />
          </div>
          <Label htmlFor="idea-currency" className="sr-only">
            Currency
          </Label>
          <select id="idea-currency" value={currency} onChange={(event) => setCurrency(event.target.value)} className="h-10 rounded-md border border-input bg-background px-3 text-sm">
            {CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
          <Label htmlFor="idea-per" className="sr-only">
            Per
          </Label>
          <select id="idea-per" value={per} onChange={(event) => setPer(event.target.value as typeof per)} className="h-10 rounded-md border border-input bg-background px-3 text-sm">
            <option value="once">once</option>
            <option value="month">a month</option>
            <option value="year">a year</option>
          </select>
        </div>
        {errors.amount && (
          <p id="idea-amount-error" className="text-sm font-medium text-destructive">
            {errors.amount}
          </p>
        )}
        <p className="text-sm text-muted-foreground">The scorecard checks it against the price range respondents find acceptable.</p>
      </fieldset>
      <div className="flex items-start gap-3">
        <input id="idea-prototype" type="checkbox" checked={hasPrototype} onChange={(event) => setHasPrototype(event.target.checked)} className="mt-1 size-4" />
        <div>
          <Label htmlFor="idea-prototype">People have used a prototype or early version</Label>
          <p className="text-sm text-muted-foreground">Adds the Sean Ellis question: “How would you feel if you could no longer use it?” (40 % “very disappointed” is the benchmark).</p>
        </div>
      </div>
      {create.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {create.error instanceof HttpError ? create.error.message : 'The idea could not be saved. Check your connection and try again.'}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Drafting the survey…' : 'Draft my validation survey'}
      </Button>
    </form>
  );
}

const STATUS = { draft: 'Survey not published', open: 'Collecting answers', closed: 'Survey closed' } as const;

function MyIdeas() {
  const ideas = useQuery(ideasQuery());
  if (!ideas.data || ideas.data.length === 0) return null;
  return (
    <Card className="mt-12">
      <CardHeader>
        <h2 className="text-base font-semibold leading-tight">Your ideas</h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {ideas.data.map((idea) => (
            <li key={idea.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <Link to={`/idea-validation/${idea.id}`} className="font-medium underline-offset-4 hover:underline">
                {idea.name}
              </Link>
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                <Badge variant="outline">{STATUS[idea.surveyStatus]}</Badge>
                {idea.responses} {idea.responses === 1 ? 'answer' : 'answers'}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
