import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { registerFieldMetrics } from '../field/metrics';
import type { MailQueue } from '../mail/queue';
import { paymentEvents } from '../payments/service';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at GET /metrics (outside /api, so the public site never forwards it), for a
 * caller with `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN the endpoint is off (404).
 * Requests are labelled by route pattern (`/api/requests/:id`), never the raw URL, so ids cannot
 * explode the series count. One registry per app: several apps (tests) never share counters.
 */
export function registerMetrics(app: FastifyInstance, config: Config, mailQueue: MailQueue, db?: Db): void {
  // Public to the access hook: the metrics token below is its own check, not an account's sign-in.
  const route = { config: { auth: 'public' as const }, schema: { hide: true } };
  const token = config.METRICS_TOKEN;
  if (!token) {
    // Off: nothing can read the counters, so none are kept. No hook runs after every answer, and no
    // default collectors (event-loop delay, garbage collection) watch the process for nobody.
    app.get('/metrics', route, async (_request, reply) => reply.status(404).send({ detail: 'Not found.' }));
    return;
  }
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers: [register] });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP answers with a 4xx (client) or 5xx (server) status, by route pattern',
    labelNames: ['method', 'route', 'kind'] as const,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  const mailSent = new Counter({ name: 'mail_sent_total', help: 'Emails handed to the mail server by this process', registers: [register] });
  const mailAttemptsFailed = new Counter({ name: 'mail_send_attempts_failed_total', help: 'Send attempts that failed (each is retried until the retries run out)', registers: [register] });
  mailQueue.events.on('sent', () => mailSent.inc());
  mailQueue.events.on('attempt-failed', () => mailAttemptsFailed.inc());
  const depth = new Gauge({
    name: 'mail_queue_depth',
    help: 'Emails not yet sent, all processes together: outbox (not yet in the queue), queued (due or waiting for a retry), retrying, active',
    labelNames: ['state'] as const,
    registers: [register],
  });
  const failed = new Gauge({ name: 'mail_failed', help: 'Emails kept as failed after every retry (pnpm admin mail-failures)', registers: [register] });
  const payments = new Counter({
    name: 'payments_total',
    help: 'Payment deliveries by outcome: delivered, already (a repeat of a delivered one), duplicate (refunded), refused',
    labelNames: ['outcome'] as const,
    registers: [register],
  });
  const onPayment = (outcome: string) => payments.inc({ outcome });
  paymentEvents.on('outcome', onPayment);
  app.addHook('onClose', async () => {
    paymentEvents.off('outcome', onPayment);
  });

  const fieldMetrics = registerFieldMetrics(register, db);
  app.addHook('onClose', async () => fieldMetrics.stop());

  // Synchronous (a callback, not an async function): it runs after every answer and has nothing to wait for.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) errors.inc({ method: labels.method, route: labels.route, kind: reply.statusCode >= 500 ? 'server' : 'client' });
    done();
  });

  app.get('/metrics', route, async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ detail: 'Metrics need the metrics token.' });
    }
    const stats = await mailQueue.stats();
    for (const state of ['outbox', 'queued', 'retrying', 'active'] as const) depth.set({ state }, stats[state]);
    failed.set(stats.failed);
    await fieldMetrics.refresh();
    return reply.type(register.contentType).send(await register.metrics());
  });
}
