// Async boundary: shared singletons are negotiated before any app code runs.
// A server-rendered page is on screen already: its scripts start right after the browser has painted it, so
// hydration's work never holds up the first paint (and, sliced by startTransition, lets its pictures paint).
const serverRendered = document.getElementById('root')?.hasAttribute('data-ssr');
if (serverRendered) requestAnimationFrame(() => setTimeout(() => void import('./bootstrap'), 0));
else void import('./bootstrap');
