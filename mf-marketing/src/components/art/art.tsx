import type { ReactNode } from 'react';

export interface ArtProps {
  /** What the picture shows, for screen readers; without it the picture is decorative. */
  label?: string;
  className?: string;
}

/**
 * A built illustration: an image with a name when it carries meaning (a project's screens), hidden from
 * assistive technology when it is decoration. Its texts are part of the picture, not of the page.
 */
const FONT = "'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif";

export function Art({ viewBox, label, className, children }: { viewBox: string; children: ReactNode } & ArtProps) {
  const [, , width, height] = viewBox.split(' ');
  const common = { viewBox, width, height, className, focusable: 'false' as const, fontFamily: FONT };
  return label ? (
    <svg {...common} role="img" aria-label={label}>
      {children}
    </svg>
  ) : (
    <svg {...common} aria-hidden="true">
      {children}
    </svg>
  );
}
