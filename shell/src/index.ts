// Async boundary: shared singletons are negotiated before any app code runs.
// A server-rendered page is on screen already: its scripts start once it has loaded (its pictures painted), so
// hydration's work never holds up what the visitor sees first. Its links work meanwhile (they are real links).
const serverRendered = document.getElementById('root')?.hasAttribute('data-ssr');
if (serverRendered && document.readyState !== 'complete') window.addEventListener('load', () => void import('./bootstrap'), { once: true });
else void import('./bootstrap');
