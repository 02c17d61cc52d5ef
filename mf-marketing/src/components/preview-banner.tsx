import { Link, useLocation } from '@agency/shared-ui';
import styled from 'styled-components';
import { PREVIEW_PARAM, usePreview } from '../api/preview';
import { commonCopy } from '../copy/common';

const Banner = styled.aside`
  position: fixed;
  z-index: 50;
  left: 50%;
  bottom: 1rem;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 2rem);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.25rem 1rem;
  padding: 0.5rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.text};
  color: #ffffff;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: 0.95rem;
  font-weight: 600;
  p { margin: 0; }
  a { color: #ffffff; text-decoration: underline; display: inline-flex; align-items: center; min-height: 44px; }
`;

/** The same address without `?preview=draft`: the published page. */
export function leavePreviewHref(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete(PREVIEW_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/** Staff previewing the catalogue's draft (`?preview=draft`) are told so on every such page, with the way out. */
export function PreviewBanner() {
  const preview = usePreview();
  const location = useLocation();
  if (!preview) return null;
  return (
    <Banner aria-label={commonCopy.previewLabel}>
      <p>{commonCopy.previewBanner}</p>
      <Link to={leavePreviewHref(location.pathname, location.search, location.hash)}>{commonCopy.previewLeave}</Link>
    </Banner>
  );
}
