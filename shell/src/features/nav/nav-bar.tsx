import { logout, openBookingDialog, openContactDialog, paths, selectIsSignedIn, useAuthStore } from '@agency/shared-auth';
import { Button, ButtonLink, Container, media, NavLink, useLocation, useNavigate } from '@agency/shared-ui';
import { useEffect, useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { Logo } from '../../components/logo';
import { NAV_SOLID_AFTER_PX } from '../../config/constants';
import { copy } from '../../copy';
import { useScrolledPast } from './use-scrolled';

const Header = styled.header<{ $solid: boolean }>`
  position: sticky;
  & > div { position: relative; }
  top: 0;
  z-index: 50;
  transition: background 0.2s ease, box-shadow 0.2s ease;
  background: ${({ $solid, theme }) => ($solid ? theme.color.surface : 'transparent')};
  box-shadow: ${({ $solid }) => ($solid ? '0 2px 12px rgba(13, 19, 48, 0.1)' : 'none')};
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: ${({ theme }) => theme.layout.navHeight};
`;

/**
 * Where the bar switches from the menu button to the inline menu. Signed in, it holds three more items
 * (Dashboard, Logout and the wider actions) that only fit on one line from the xl breakpoint.
 */
interface Wide {
  $wide: boolean;
}
const desktop = ({ $wide }: Wide) => ($wide ? media.xl : media.lg);

const MenuToggle = styled.button.attrs({ type: 'button' })<Wide>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${desktop} { display: none; }
`;

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
  ${desktop} {
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
  ${media.lg} { padding: 0 0.45rem; }
  ${media.xl} { padding: 0 0.6rem; }
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  &.active { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; text-underline-offset: 6px; }
`;

const Item = styled(NavLink)`${itemStyle}`;
const ItemButton = styled.button.attrs({ type: 'button' })`${itemStyle}`;

const MobileOnly = styled.div<Wide>`
  display: contents;
  ${desktop} { display: none; }
`;

const Actions = styled.div<Wide>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-top: 0.5rem;
  ${desktop} { flex-direction: row; align-items: center; margin: 0 0 0 0.5rem; }
  & > * { white-space: nowrap; }
  ${desktop} { & > * { padding-inline: 1rem; } }
`;

/** Public top bar (spec section 2, Navigation). */
export function NavBar() {
  const solid = useScrolledPast(NAV_SOLID_AFTER_PX);
  const signedIn = useAuthStore(selectIsSignedIn);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mobile menu closes whenever the route changes
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    await logout();
    navigate(paths.home);
  };

  return (
    <Header $solid={solid || open} data-solid={solid ? 'true' : 'false'}>
      <Bar as="div">
        <Logo />
        <nav aria-label={copy.nav.label}>
          <MenuToggle $wide={signedIn} aria-expanded={open} aria-controls={menuId} aria-label={open ? copy.nav.closeMenu : copy.nav.openMenu} onClick={() => setOpen((v) => !v)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {open ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              )}
            </svg>
          </MenuToggle>
          <Menu id={menuId} $open={open} $wide={signedIn}>
            <Item to={paths.home} end>
              {copy.nav.home}
            </Item>
            <Item to={paths.about}>{copy.nav.about}</Item>
            <Item to={paths.services}>{copy.nav.services}</Item>
            <Item to={paths.packages}>{copy.nav.packages}</Item>
            <ItemButton
              onClick={() => {
                setOpen(false);
                openContactDialog();
              }}
            >
              {copy.nav.contact}
            </ItemButton>
            {signedIn ? (
              <MobileOnly $wide={signedIn}>
                <Item to={paths.requests}>{copy.nav.requests}</Item>
                <Item to={paths.profile}>{copy.nav.profile}</Item>
                <Item to={paths.settings}>{copy.nav.settings}</Item>
              </MobileOnly>
            ) : null}
            <Actions $wide={signedIn}>
              <Button
                onClick={() => {
                  setOpen(false);
                  openBookingDialog();
                }}
              >
                {copy.nav.requestService}
              </Button>
              {signedIn ? (
                <>
                  <ButtonLink to={paths.dashboard} $variant="secondary">
                    {copy.nav.dashboard}
                  </ButtonLink>
                  <Button $variant="ghost" onClick={onLogout}>
                    {copy.nav.logout}
                  </Button>
                </>
              ) : (
                <ButtonLink to={paths.login} $variant="secondary">
                  {copy.nav.login}
                </ButtonLink>
              )}
            </Actions>
          </Menu>
        </nav>
      </Bar>
    </Header>
  );
}
