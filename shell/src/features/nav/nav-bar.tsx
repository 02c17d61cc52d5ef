import { paths as pagePaths } from '@agency/contracts/pages';
import { logout, openBookingDialog, openContactDialog, paths, selectIsSignedIn, useAuthStore } from '@agency/shared-auth';
import { Button, ButtonLink, Container, IconButton, Link, media, theme, useLocation, useNavigate } from '@agency/shared-ui';
import { type KeyboardEvent, type MouseEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { Logo } from '../../components/logo';
import { NoScriptForm } from '../../components/no-script-form';
import { NAV_SOLID_AFTER_PX } from '../../config/constants';
import { copy } from '../../copy';
import { type NavSection, sectionFor } from './nav-sections';
import { useMenuModality } from './use-menu-modality';
import { useScrolledPast } from './use-scrolled';

/**
 * Where the bar switches from the menu button to the inline menu. Signed in, it holds three more items
 * (Dashboard, Logout and the wider actions) that only fit on one line from the xl breakpoint.
 */
interface Wide {
  $wide: boolean;
}
const desktop = ({ $wide }: Wide) => ($wide ? media.xl : media.lg);

const Header = styled.header<{ $solid: boolean }>`
  position: sticky;
  & > div { position: relative; }
  top: 0;
  z-index: 50;
  transition: background 0.2s ease, box-shadow 0.2s ease;
  background: ${({ $solid, theme }) => ($solid ? theme.color.surface : 'transparent')};
  box-shadow: ${({ $solid }) => ($solid ? '0 2px 12px rgba(13, 19, 48, 0.1)' : 'none')};
`;

/** Dims the page behind the open phone menu; a click on it closes the menu. Never shown on the wide bar. */
const Backdrop = styled.div<Wide>`
  position: fixed;
  inset: 0;
  z-index: 49;
  background: rgba(13, 19, 48, 0.55);
  animation: nav-backdrop-in 0.18s ease-out;
  @keyframes nav-backdrop-in { from { opacity: 0; } to { opacity: 1; } }
  ${media.reducedMotion} { animation: none; }
  ${desktop} { display: none; }
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: ${({ theme }) => theme.layout.navHeight};
`;


const MenuToggle = styled(IconButton).attrs({ $border: 2 })<Wide>`
  ${desktop} { display: none; }
`;

/* On tablets the menu is a sheet at the menu button's side, with the dimmed page still in view beside it. */
const Menu = styled.div<{ $open: boolean } & Wide>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  flex-direction: column;
  gap: 0.25rem;
  padding: 1rem;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 12px 24px rgba(13, 19, 48, 0.12);
  max-height: calc(100dvh - ${({ theme }) => theme.layout.navHeight});
  overflow-y: auto;
  overscroll-behavior: contain;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & > a, & > button, & > form > button, & > div > a { width: 100%; min-height: 48px; font-size: 1.05rem; }
  ${media.sm} {
    left: auto;
    width: min(24rem, 100%);
    border-bottom-left-radius: ${({ theme }) => theme.radius.md};
  }
  ${desktop} {
    width: auto;
    border: 0;
    border-radius: 0;
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    gap: 0;
    padding: 0;
    background: none;
    box-shadow: none;
    overflow: visible;
  }
`;

const itemStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.8rem;
  white-space: nowrap;
  ${media.lg} { padding: 0 0.35rem; }
  ${media.xl} { padding: 0 0.6rem; }
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

/**
 * The current section's item: a filled row with a bar on its leading edge in the phone menu, a thick
 * underline in the wide bar, and the primary colour in both (never colour alone; shared-ui/GUIDE.md).
 */
const Item = styled(Link)<Wide>`
  ${itemStyle}
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceAlt};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.primary};
  }
  ${desktop} {
    &[aria-current='page'] {
      background: none;
      box-shadow: none;
      text-decoration: underline;
      text-decoration-thickness: 3px;
      text-underline-offset: 8px;
    }
    &[aria-current='page']:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  }
`;
const ItemButton = styled.button.attrs<{ type?: 'button' | 'submit' }>((p) => ({ type: p.type ?? 'button' }))`${itemStyle}`;

const MobileOnly = styled.div<Wide>`
  display: contents;
  ${desktop} { display: none; }
`;

const Actions = styled.div<Wide>`
  display: flex;
  & > [aria-current='page'] { text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: 5px; }
  flex-direction: column;
  gap: 0.5rem;
  margin-top: 0.5rem;
  ${desktop} { flex-direction: row; align-items: center; margin: 0 0 0 0.5rem; }
  /* A dialog button sits in its no-script form (display: contents): styled as a direct child. */
  & > *, & > form > * { white-space: nowrap; }
  ${desktop} { & > *, & > form > * { padding-inline: 1rem; } }
`;

/** The phone menu's id: also the fragment that opens it without JavaScript (`#site-menu`, see NoScriptToggles). */
export const MENU_ID = 'site-menu';

const HAMBURGER = <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />;
const CROSS = <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />;
const icon = (shape: ReactElement) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {shape}
  </svg>
);

/**
 * The phone menu without JavaScript (issue 28): in a browser that runs no script (or before this one has), the
 * <noscript> part shows two links in the menu button's place and look: "Open menu" goes to `#site-menu`, which
 * `:target` opens, and "Close menu" leaves it. With JavaScript the noscript part is inert and the button works
 * as before (React does not render a noscript's children in the browser).
 */
const NO_SCRIPT_MENU_CSS =
  `[data-menu-toggle="script"]{display:none!important}#${MENU_ID}:target{display:flex}` +
  `nav:has(#${MENU_ID}:target) [data-menu-toggle="open"],nav:not(:has(#${MENU_ID}:target)) [data-menu-toggle="close"]{display:none}` +
  // The bar turns solid with the menu open, as the script does (the jump to the fragment may scroll the page under it).
  `header:has(#${MENU_ID}:target){background:${theme.color.surface};box-shadow:0 2px 12px rgba(13,19,48,.1)}`;

function NoScriptToggles({ wide }: { wide: boolean }) {
  return (
    <noscript>
      <style>{NO_SCRIPT_MENU_CSS}</style>
      <MenuToggle as="a" href={`#${MENU_ID}`} $wide={wide} data-menu-toggle="open" aria-label={copy.nav.openMenu}>
        {icon(HAMBURGER)}
      </MenuToggle>
      <MenuToggle as="a" href="#" $wide={wide} data-menu-toggle="close" aria-label={copy.nav.closeMenu}>
        {icon(CROSS)}
      </MenuToggle>
    </noscript>
  );
}

/** Public top bar (spec section 2, Navigation). */
export function NavBar() {
  const solid = useScrolledPast(NAV_SOLID_AFTER_PX);
  const signedIn = useAuthStore(selectIsSignedIn);
  const [open, setOpen] = useState(false);
  // A dialog button of the menu: the menu closes and the dialog opens, instead of the page its form goes to without scripts.
  const fromMenu = (openDialog: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    setOpen(false);
    openDialog();
  };
  const menuId = MENU_ID;
  const location = useLocation();
  const navigate = useNavigate();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const section = sectionFor(location.pathname);
  const current = (item: NavSection) => (section === item ? ('page' as const) : undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes whenever the route changes
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  /** Closes the menu and puts focus back on the button that opened it (Esc, the backdrop). */
  const dismiss = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onTrapKeyDown = useMenuModality({
    open,
    container: navRef,
    onDismiss: dismiss,
    // The wide bar shows every item inline: an open phone menu has nothing left to cover there.
    closeFrom: signedIn ? theme.breakpoint.xl : theme.breakpoint.lg,
    onOutgrown: () => setOpen(false),
  });

  const onLogout = async () => {
    setOpen(false);
    await logout();
    navigate(paths.home);
  };

  return (
    <>
      {open ? <Backdrop $wide={signedIn} data-testid="nav-backdrop" aria-hidden="true" onClick={dismiss} /> : null}
      <Header $solid={solid || open} data-solid={solid ? 'true' : 'false'}>
        <Bar as="div">
          <Logo />
          <nav ref={navRef} aria-label={copy.nav.label} onKeyDown={onTrapKeyDown as (event: KeyboardEvent<HTMLElement>) => void}>
            <MenuToggle
              ref={toggleRef}
              $wide={signedIn}
              data-replay="shell"
              data-menu-toggle="script"
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={open ? copy.nav.closeMenu : copy.nav.openMenu}
              onClick={() => setOpen((v) => !v)}
            >
              {icon(open ? CROSS : HAMBURGER)}
            </MenuToggle>
            <NoScriptToggles wide={signedIn} />
            <Menu id={menuId} $open={open} $wide={signedIn}>
              <Item to={paths.home} $wide={signedIn} aria-current={current('home')}>
                {copy.nav.home}
              </Item>
              <Item to={paths.about} $wide={signedIn} aria-current={current('about')}>
                {copy.nav.about}
              </Item>
              <Item to={paths.services} $wide={signedIn} aria-current={current('services')}>
                {copy.nav.services}
              </Item>
              <Item to={paths.packages} $wide={signedIn} aria-current={current('packages')}>
                {copy.nav.packages}
              </Item>
              <Item to={pagePaths.work} $wide={signedIn} aria-current={current('work')}>
                {copy.nav.work}
              </Item>
              <NoScriptForm action={pagePaths.contact}>
                <ItemButton
                  type="submit"
                  data-replay="shell"
                  onClick={fromMenu(openContactDialog)}
                >
                  {copy.nav.contact}
                </ItemButton>
              </NoScriptForm>
              {signedIn ? (
                <MobileOnly $wide={signedIn}>
                  <Item to={paths.requests} $wide={signedIn} aria-current={current('requests')}>
                    {copy.nav.requests}
                  </Item>
                  <Item to={paths.profile} $wide={signedIn} aria-current={current('profile')}>
                    {copy.nav.profile}
                  </Item>
                  <Item to={paths.settings} $wide={signedIn} aria-current={current('settings')}>
                    {copy.nav.settings}
                  </Item>
                </MobileOnly>
              ) : null}
              <Actions $wide={signedIn}>
                <NoScriptForm action={pagePaths.book}>
                  <Button
                    type="submit"
                    data-replay="shell"
                    onClick={fromMenu(() => openBookingDialog(null, { purpose: 'request' }))}
                  >
                    {copy.nav.requestService}
                  </Button>
                </NoScriptForm>
                {signedIn ? (
                  <>
                    <ButtonLink to={paths.dashboard} $variant="secondary" aria-current={current('dashboard')}>
                      {copy.nav.dashboard}
                    </ButtonLink>
                    <Button $variant="ghost" onClick={onLogout}>
                      {copy.nav.logout}
                    </Button>
                  </>
                ) : (
                  <ButtonLink to={paths.login} $variant="secondary" aria-current={current('login')}>
                    {copy.nav.login}
                  </ButtonLink>
                )}
              </Actions>
            </Menu>
          </nav>
        </Bar>
      </Header>
    </>
  );
}
