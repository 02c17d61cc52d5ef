import { getRuntimeConfig } from '@agency/shared-auth';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { takeFieldErrors } from './errors';
import { createFieldReporter, type ReporterOptions } from './reporter';

/**
 * Loaded after the page is interactive, on a sampled page view only (its own chunk: web-vitals' attribution
 * build and the reporter cost an unsampled visitor nothing, and a sampled one nothing before LCP). web-vitals
 * reads the page's buffered performance entries, so LCP, FCP, TTFB and the layout shifts so far are not missed.
 */
export function startFieldData(options: Omit<ReporterOptions, 'endpoint' | 'send'>): void {
  const reporter = createFieldReporter({
    ...options,
    endpoint: `${getRuntimeConfig().apiBase.replace(/\/$/, '')}/field`,
    // A string body goes as text/plain: no preflight, and the API reads it as JSON.
    send: (url, body) => navigator.sendBeacon(url, body),
  });
  onLCP((m) => reporter.vital({ name: 'LCP', value: m.value, attribution: m.attribution.target }));
  onINP((m) => {
    const a = m.attribution;
    const phases = { 'input delay': a.inputDelay, processing: a.processingDuration, 'presentation delay': a.presentationDelay };
    const longest = Object.entries(phases).sort((x, y) => y[1] - x[1])[0]?.[0];
    reporter.vital({ name: 'INP', value: m.value, attribution: [a.interactionTarget, a.interactionType, longest && `mostly ${longest}`].filter(Boolean).join(' · ') });
  });
  onCLS((m) => reporter.vital({ name: 'CLS', value: m.value, attribution: m.attribution.largestShiftTarget }));
  onFCP((m) => reporter.vital({ name: 'FCP', value: m.value, attribution: m.attribution.loadState }));
  onTTFB((m) => reporter.vital({ name: 'TTFB', value: m.value }));
  takeFieldErrors(reporter.error);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', reporter.flush);
}
