// Async boundary: shared singletons are negotiated before any app code runs.
// A server-rendered page is on screen already: its scripts start right after the browser has painted it, so
// hydration's work never holds up the first paint (and, sliced by startTransition, lets its pictures paint).
// The heaviest shared libraries are evaluated first, and the browser gets a turn before the shell's own
// modules are (./boot/libraries.ts says why).
import { yieldToMain } from './boot/yield';

const start = () =>
  import(/* webpackChunkName: "boot" */ './boot/libraries')
    .then(yieldToMain)
    .then(() => import(/* webpackChunkName: "boot" */ './bootstrap'));
const serverRendered = document.getElementById('root')?.hasAttribute('data-ssr');
if (serverRendered) requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
