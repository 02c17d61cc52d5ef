import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $ratio: string; $tint: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ $tint }) => $tint};
  & > svg { display: block; width: 100%; height: 100%; }
`;

/**
 * Renders `children` only once the box is near the viewport, so that below-the-fold illustrations (and
 * the code that draws them, when `children` is a lazy component) stay out of the first load. The box
 * keeps its size meanwhile, so nothing moves when the picture arrives. Without IntersectionObserver
 * (old browsers, tests) it renders once mounted. The server renders the empty box: the first render is the
 * same on both sides, which hydration needs.
 */
export function WhenVisible({ ratio, tint, children, margin = '400px' }: { ratio: string; tint: string; children: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (visible || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, margin]);
  return (
    <Box ref={ref} $ratio={ratio} $tint={tint} data-when-visible>
      {visible ? children : null}
    </Box>
  );
}
