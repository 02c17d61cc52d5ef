import { firstWordOfName, logout, openContactDialog, paths, useAuthStore } from '@agency/shared-auth';
import { Link, media, NavLink, useLocation, useNavigate, VisuallyHidden } from '@agency/shared-ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../copy';
import { useCart } from '../../features/cart/stores/cart-store';
import { CartIcon, ChatIcon, DashboardIcon, HomeIcon, LogoutIcon, MenuIcon, PackagesIcon, ProfileIcon, RequestsIcon, SettingsIcon } from './icons';
import { PortalLogo } from './portal-logo';

const SIDEBAR = '256px';
const TOP_BAR = '60px';

const Frame = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.surfaceAlt};
  ${media.lg} {
    display: grid;
    grid-template-columns: ${SIDEBAR} minmax(0, 1fr);
    /* The side bar's white column and its edge run the full height of a long page, not just the sticky bar's. */
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.surface} 0 calc(${SIDEBAR} - 1px),
      ${({ theme }) => theme.color.border} calc(${SIDEBAR} - 1px) ${SIDEBAR},
      ${({ theme }) => theme.color.surfaceAlt} ${SIDEBAR}
    );
  }
`;

/** Phones and tablets: one slim bar (logo, page title, menu button) instead of the side bar. */
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

const MenuButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: ${TOP_BAR} 0 0 0;
  z-index: 30;
  background: rgba(13, 19, 48, 0.45);
  ${media.lg} { display: none; }
`;

/**
 * The one navigation of the portal: a side bar from 1024 px, and below that the panel the menu button opens
 * under the top bar. Same element, same items, so there is never a second navigation to keep in step.
 */
const Side = styled.nav<{ $open: boolean }>`
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

const Brand = styled.div`
  display: none;
  padding: 0 0.5rem 1.25rem;
  ${media.lg} { display: block; }
`;

const Group = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const GroupLabel = styled.p`
  margin: 1.25rem 0.75rem 0.4rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

const Item = styled(NavLink)`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  svg { flex: none; color: ${({ theme }) => theme.color.muted}; }
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  /* The current page: a filled row, a bar on its edge and bold text, not colour alone. */
  &[aria-current='page'] {
    background: #e8edfb;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
    svg { color: ${({ theme }) => theme.color.primary}; }
    &::before {
      content: '';
      position: absolute;
      left: -0.875rem;
      top: 8px;
      bottom: 8px;
      width: 3px;
      border-radius: 0 3px 3px 0;
      background: ${({ theme }) => theme.color.primary};
    }
  }
  .count {
    margin-left: auto;
    min-width: 1.5rem;
    padding: 0.05rem 0.45rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: #fff;
    font-size: 0.78rem;
    font-weight: 700;
    text-align: center;
  }
`;

const Account = styled.div`
  margin-top: auto;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  display: grid;
  gap: 0.5rem;
  .who { display: flex; align-items: center; gap: 0.65rem; padding: 0 0.5rem; min-width: 0; }
  .who > span:last-child { min-width: 0; }
  .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.dark};
    color: #fff;
    font-weight: 700;
    font-size: 0.9rem;
  }
  .name, .email { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .name { font-weight: 700; }
  .email { color: ${({ theme }) => theme.color.muted}; font-size: 0.85rem; }
`;

const LogoutButton = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
  svg { color: ${({ theme }) => theme.color.muted}; }
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

const Content = styled.div`
  min-width: 0;
  padding: 1.25rem 1rem 3rem;
  ${media.md} { padding: 1.5rem 2rem 3.5rem; }
  ${media.xl} { padding: 2rem 2.75rem 4rem; }
  & > * { max-width: 1200px; margin-inline: auto; }
`;

/** Above each page, the spec's top bar: who is signed in, quick links to their requests and profile, and the way to reach the agency. */
const PageBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1.25rem;
  .greeting { margin: 0; font-weight: 600; color: ${({ theme }) => theme.color.muted}; }
`;

const QuickLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const QuickLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

const ContactButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  min-height: 40px;
  padding: 0 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;

const initials = (name: string, email: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((w) => w[0]) : [email[0] ?? '?'];
  return letters.join('').toUpperCase();
};

/**
 * The frame of every signed-in page (dashboard, profile, requests, settings, order summary): the portal's one
 * navigation with the logo, the current page marked, the cart count and Logout; a slim top bar and a menu on
 * phones and tablets. `title` names the page in that top bar; the page brings its own h1.
 */
export function PortalLayout({ title, children }: { title: string; children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const name = firstWordOfName(user);
  const cartCount = useCart().items.length;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const navId = useId();
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

  const onLogout = async () => {
    setOpen(false);
    await logout();
    navigate(paths.home);
  };

  const main = [
    { to: paths.dashboard, label: copy.layout.dashboard, icon: <DashboardIcon /> },
    { to: paths.profile, label: copy.layout.profile, icon: <ProfileIcon /> },
    { to: paths.requests, label: copy.layout.requests, icon: <RequestsIcon /> },
    { to: paths.settings, label: copy.layout.settings, icon: <SettingsIcon /> },
  ];

  return (
    <Frame>
      <TopBar>
        <PortalLogo compact />
        <span className="title">{title}</span>
        <MenuButton
          ref={toggleRef}
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? copy.layout.closeMenu : copy.layout.openMenu}
          onClick={() => setOpen((v) => !v)}
        >
          <MenuIcon open={open} />
        </MenuButton>
      </TopBar>
      {open ? <Backdrop data-testid="portal-menu-backdrop" onClick={() => setOpen(false)} /> : null}
      <Side id={navId} ref={navRef} aria-label={copy.layout.nav} $open={open} data-open={open}>
        <Brand>
          <PortalLogo />
        </Brand>
        <Group>
          {main.map((link) => (
            <li key={link.to}>
              <Item to={link.to} end>
                {link.icon}
                {link.label}
              </Item>
            </li>
          ))}
          <li>
            <Item to={paths.orderSummary} end>
              <CartIcon />
              {copy.layout.orderSummary}
              {cartCount > 0 ? (
                <>
                  <span className="count" aria-hidden="true">
                    {cartCount}
                  </span>
                  <VisuallyHidden>{`(${copy.layout.cartCount(cartCount)})`}</VisuallyHidden>
                </>
              ) : null}
            </Item>
          </li>
        </Group>
        <GroupLabel id={`${navId}-explore`}>{copy.layout.explore}</GroupLabel>
        <Group aria-labelledby={`${navId}-explore`}>
          <li>
            <Item to={paths.home} end>
              <HomeIcon />
              {copy.layout.website}
            </Item>
          </li>
          <li>
            <Item to={paths.packages} end>
              <PackagesIcon />
              {copy.layout.packages}
            </Item>
          </li>
        </Group>
        <Account>
          {user ? (
            <div className="who">
              <span className="avatar" aria-hidden="true">
                {initials(user.first_name, user.email)}
              </span>
              <span>
                <VisuallyHidden>{`${copy.layout.signedInAs} `}</VisuallyHidden>
                <span className="name">{user.first_name || user.email}</span>
                <span className="email" title={user.email}>
                  {user.email}
                </span>
              </span>
            </div>
          ) : null}
          <LogoutButton onClick={onLogout}>
            <LogoutIcon />
            {copy.layout.logout}
          </LogoutButton>
        </Account>
      </Side>
      <Content>
        <div>
          <PageBar>
            <p className="greeting">{copy.layout.greeting(name)}</p>
            <QuickLinks>
              <QuickLink to={paths.requests}>
                {copy.layout.myRequests}
              </QuickLink>
              <QuickLink to={paths.profile}>
                {copy.layout.profile}
              </QuickLink>
              <ContactButton onClick={openContactDialog}>
                <ChatIcon />
                {copy.layout.contact}
              </ContactButton>
            </QuickLinks>
          </PageBar>
          {children}
        </div>
      </Content>
    </Frame>
  );
}
