export interface FakeRequest {
  method: string | undefined;
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown };
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: string;
  customer: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  url: string;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Array<{ id: string; price: { id: string }; current_period_start: number; current_period_end: number }> };
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: string;
  [field: string]: unknown;
}

export interface FakeStripe {
  origin: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  requests: FakeRequest[];
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  describePrice: (priceId: string) => string;
  setWebhookUrl(url: string): void;
  event(type: string, object: unknown, created?: number): FakeEvent;
  sign(event: unknown, secret?: string, timestamp?: number): { payload: string; signature: string };
  deliver(event: unknown): Promise<{ status: number; body: unknown }>;
  subscription(input: { id?: string; customer: string; priceId: string; status?: string; cancelAtPeriodEnd?: boolean; metadata?: Record<string, string>; periodEnd?: number }): FakeSubscription;
  invoice(input: { id?: string; customer: string; subscription?: string; status?: string; amount?: number; currency?: string; number?: string; periodEnd?: number }): FakeInvoice;
  completeSession(sessionId: string, options?: { deliver?: boolean; paymentStatus?: 'paid' | 'unpaid' }): Promise<{ session: FakeSession; events: FakeEvent[]; outcomes: Array<{ status: number; body: unknown }> }>;
  close(): Promise<void>;
}

export declare function startFakeStripe(options: { webhookSecret: string; webhookUrl?: string }): Promise<FakeStripe>;
