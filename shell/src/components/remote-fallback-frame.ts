import { createContext, type ReactNode } from 'react';

/**
 * Lets a slot frame the fallback its own way (the dialog host shows it inside a dialog). A module of its
 * own: a module that exports anything but components cannot take a Fast Refresh update.
 */
export const RemoteFallbackFrame = createContext<((content: ReactNode) => ReactNode) | null>(null);
