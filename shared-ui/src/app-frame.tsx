import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { IconButton } from './icon-button';
import { NavLink, useLocation } from './router';
import { media } from './theme';

/**
 * The frame of a signed-in app (the client portal, the back office): a side bar of links beside the page from
 * 1024 px, folded on narrower screens, a skip link past it, and the page's content region. One component, two
 * looks (`look`), so the structure, the landmarks, the phone behaviour and the current-link state are written once.
 *
 * - `menu` (the portal): below 1024 px a slim top bar (its `bar`: logo and page title) holds a menu button; the
 *   side bar opens under it as a panel, closes on Escape (focus back on the button), on the backdrop and on every
 *   page change, and takes focus on its first item when opened.
 * - no `menu` (the back office): below 1024 px the side bar's links wrap in a strip above the page; `header` is a
 *   bar across the top at every width.
 *
 * Either way there is one `nav` element (named `navLabel`), and no width scrolls sideways (the content column is
 * `minmax(0, 1fr)`: a wide table scrolls inside its own region).
 */
export interface AppFrameProps {
  look: 'portal' | 'office';
  /** The navigation's accessible name. */
  navLabel: string;
  /** The skip link's text: the first stop of the keyboard, straight to the page past the navigation. */
  skipLabel: string;
  /** The side bar's content (its lists of `AppFrameLink`s, an account block). */
  nav: ReactNode;
  /** A bar across the top at every width (the back office's). */
  header?: ReactNode;
  /** Folds the side bar behind a menu button below 1024 px (the portal's). */
  menu?: { bar: ReactNode; openLabel: string; closeLabel: string; icon: (open: boolean) => ReactNode };
  /** Above the page inside the content region (the portal's greeting and quick links). */
  pageBar?: ReactNode;
  children: ReactNode;
}

/** The content region's id: the frame's skip link goes there (one frame per page). */
export const APP_CONTENT_ID = 'app-content';

const SIDEBAR = { portal: '256px', office: '220px' } as const;
const TOP_BAR = '60px';

const Frame = styled.div<{ $look: AppFrameProps['look'] }>`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surfaceAlt};
  ${({ $look, theme }) =>
    $look === 'portal'
      ? css`
          min-height: 100dvh;
          ${media.lg} {
            display: grid;
            grid-template-columns: ${SIDEBAR.portal} minmax(0, 1fr);
            /* The side bar's white column and its edge run the full height of a long page, not just the sticky bar's. */
            background: linear-gradient(
              90deg,
              ${theme.color.surface} 0 calc(${SIDEBAR.portal} - 1px),
              ${theme.color.border} calc(${SIDEBAR.portal} - 1px) ${SIDEBAR.portal},
              ${theme.color.surfaceAlt} ${SIDEBAR.portal}
            );
          }
        `
      : css`
          display: grid;
          /* minmax(0, …): a wide table scrolls inside its own region instead of widening the page. */
          grid-template-columns: minmax(0, 1fr);
          grid-template-rows: auto auto 1fr;
          ${media.lg} {
            grid-template-columns: ${SIDEBAR.office} minmax(0, 1fr);
            grid-template-rows: auto 1fr;
          }
        `}
`;

/** A link the keyboard meets first, hidden until focused: the shell's to `#main`, the frame's past its navigation. */
export const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -100px;
  z-index: 100;
  padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus { top: 0.5rem; }
`;

/** The back office's bar across the top. */
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.darkText};
  ${media.lg} { grid-column: 1 / -1; }
  a { color: ${({ theme }) => theme.color.darkText}; }
`;

/** Phones and tablets, with a `menu`: one slim bar (logo, page title, menu button) instead of the side bar. */
const TopBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  height: ${TOP_BAR};
  padding: 0 0.75rem 0 1rem;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  .title {
    flex: 1;
    min-width: 0;
    font-weight: 700;
    font-size: 1rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${media.lg} { display: none; }
`;

const MenuButton = styled(IconButton)`
  flex: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: ${TOP_BAR} 0 0 0;
  z-index: 30;
  background: rgba(13, 19, 48, 0.45);
  ${media.lg} { display: none; }
`;

/** Folding (the portal): the panel the menu button opens below 1024 px, the sticky side bar from there. */
const folding = css<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  position: fixed;
  z-index: 35;
  top: ${TOP_BAR};
  left: 0;
  right: 0;
  max-height: calc(100dvh - ${TOP_BAR});
  overflow-y: auto;
  padding: 0.75rem;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 16px 32px rgba(13, 19, 48, 0.16);
  ${media.md} {
    left: auto;
    width: 320px;
    border-left: 1px solid ${({ theme }) => theme.color.border};
    border-bottom-left-radius: ${({ theme }) => theme.radius.md};
  }
  ${media.lg} {
    display: flex;
    position: sticky;
    top: 0;
    width: auto;
    height: 100vh;
    height: 100dvh;
    max-height: none;
    padding: 1.25rem 0.875rem 1rem;
    border: 0;
    border-right: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 0;
    box-shadow: none;
  }
`;

/** A strip (the back office): the links wrap above the page below 1024 px, a column beside it from there. */
const strip = css`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${media.lg} { border-bottom: 0; border-right: 1px solid ${({ theme }) => theme.color.border}; }
  ul {
    list-style: none;
    margin: 0;
    padding: 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    ${media.lg} { flex-direction: column; padding: 1rem 0.75rem; }
  }
`;

const Side = styled.nav<{ $open: boolean; $folding: boolean }>`
  ${({ $folding }) => ($folding ? folding : strip)}
`;

const Content = styled.div<{ $look: AppFrameProps['look'] }>`
  min-width: 0;
  padding: 1.25rem 1rem 3rem;
  &:focus { outline: none; }
  ${({ $look }) =>
    $look === 'portal'
      ? css`
          ${media.md} { padding: 1.5rem 2rem 3.5rem; }
          ${media.xl} { padding: 2rem 2.75rem 4rem; }
          & > * { max-width: 1200px; margin-inline: auto; }
        `
      : css`
          ${media.md} { padding: 1.5rem 1.75rem 3rem; }
        `}
`;

/**
 * A link of the side bar. The current page (react-router's `aria-current="page"`) is marked by more than colour:
 * the portal's a filled row, a bar on its edge and bold text; the back office's a solid fill.
 */
export const AppFrameLink = styled(NavLink)<{ $look: AppFrameProps['look'] }>`
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  ${({ $look, theme }) =>
    $look === 'portal'
      ? css`
          position: relative;
          display: flex;
          align-items: center;
          gap: 0.75rem;
          padding: 0 0.75rem;
          font-weight: 500;
          white-space: nowrap;
          svg { flex: none; color: ${theme.color.muted}; }
          &[aria-current='page'] {
            background: #e8edfb;
            color: ${theme.color.primary};
            font-weight: 700;
            svg { color: ${theme.color.primary}; }
            &::before {
              content: '';
              position: absolute;
              left: -0.875rem;
              top: 8px;
              bottom: 8px;
              width: 3px;
              border-radius: 0 3px 3px 0;
              background: ${theme.color.primary};
            }
          }
          .count {
            margin-left: auto;
            min-width: 1.5rem;
            padding: 0.05rem 0.45rem;
            border-radius: ${theme.radius.pill};
            background: ${theme.color.primary};
            color: #fff;
            font-size: 0.78rem;
            font-weight: 700;
            text-align: center;
          }
        `
      : css`
          display: block;
          padding: 0.6rem 0.85rem;
          font-weight: 600;
          &[aria-current='page'] { background: ${theme.color.primary}; color: ${theme.color.primaryText}; }
        `}
`;

export function AppFrame({ look, navLabel, skipLabel, nav, header, menu, pageBar, children }: AppFrameProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const navId = `${APP_CONTENT_ID}-nav`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Frame $look={look}>
      <SkipLink href={`#${APP_CONTENT_ID}`}>{skipLabel}</SkipLink>
      {header ? <Header>{header}</Header> : null}
      {menu ? (
        <TopBar>
          {menu.bar}
          <MenuButton
            ref={toggleRef}
            aria-expanded={open}
            aria-controls={navId}
            aria-label={open ? menu.closeLabel : menu.openLabel}
            onClick={() => setOpen((v) => !v)}
          >
            {menu.icon(open)}
          </MenuButton>
        </TopBar>
      ) : null}
      {menu && open ? <Backdrop data-testid="app-frame-backdrop" onClick={() => setOpen(false)} /> : null}
      <Side id={navId} ref={navRef} aria-label={navLabel} $open={open} $folding={Boolean(menu)} data-open={menu ? open : undefined}>
        {nav}
      </Side>
      <Content id={APP_CONTENT_ID} tabIndex={-1} $look={look}>
        {pageBar || look === 'portal' ? (
          <div>
            {pageBar}
            {children}
          </div>
        ) : (
          children
        )}
      </Content>
    </Frame>
  );
}
