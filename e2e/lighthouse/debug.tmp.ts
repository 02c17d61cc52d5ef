import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const p of (process.env.P ?? '/home').split(',')) {
  const r = await lighthouse(`http://localhost:3300${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(p, 'perf', r!.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue);
  for (const id of (process.env.A ?? 'lcp-breakdown-insight,network-requests').split(',')) {
    const d = a[id]; if (!d) continue;
    console.log(' ', id, d.displayValue ?? '', JSON.stringify(d.details)?.slice(0, Number(process.env.N ?? 1500)));
  }
}
await chrome.kill();
