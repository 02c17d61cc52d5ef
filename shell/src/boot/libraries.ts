/**
 * The shared libraries whose evaluation is the heaviest part of starting the shell, loaded and evaluated in a
 * task of their own before the shell's modules (src/index.ts): react-dom's client and styled-components, which
 * takes over the server-rendered page's style element while it loads (every rule written again). Evaluated
 * together with the shell's modules they made one task of 17 to 25 ms on a fast computer (100 to 150 ms at a 6x
 * CPU slowdown) on 2026-11-29: long enough to hold up a tap on a phone, and the home page's largest source of
 * Lighthouse's blocking time. The shell's modules then find them loaded (the federation's share scope).
 */
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';

export const libraries = [hydrateRoot, ThemeProvider];
