import { IconButton } from '@agency/shared-ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { MoreIcon } from './portal-layout/icons';

export interface MenuAction {
  id: string;
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  /** A destructive action: red, last in the menu. */
  danger?: boolean;
  /** Shown but not available; `hint` says why (read with the item). */
  disabled?: boolean;
  hint?: string;
}

const Wrap = styled.div`
  position: relative;
  flex: none;
`;


const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 20;
  width: max-content;
  min-width: 220px;
  max-width: min(300px, calc(100vw - 2rem));
  padding: 0.375rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Item = styled.button.attrs({ type: 'button' })<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.text)};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover:not([aria-disabled='true']), &:focus-visible { background: ${({ theme, $danger }) => ($danger ? theme.color.dangerSoft : theme.color.surfaceAlt)}; }
  &[aria-disabled='true'] { color: ${({ theme }) => theme.color.muted}; cursor: not-allowed; }
`;

const Text = styled.span`
  display: grid;
  gap: 0.15rem;
  .hint { font-size: 0.85rem; font-weight: 400; color: ${({ theme }) => theme.color.muted}; }
`;

/**
 * A "More actions" menu (the WAI-ARIA menu button pattern): the trigger opens it with a click, Enter, Space or
 * the arrow keys; the arrows, Home and End move between items; Escape and Tab close it; a click elsewhere too.
 * Choosing an item closes the menu and puts focus back on the trigger before the action runs, so a dialog the
 * action opens returns focus there.
 */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    if (open) itemsRef.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(actions.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (action: MenuAction) => {
    if (action.disabled) return;
    close();
    action.onSelect();
  };

  return (
    <Wrap ref={wrapRef}>
      <IconButton
        $hover
        ref={triggerRef}
        id={triggerId}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onTriggerKey}
      >
        <MoreIcon />
      </IconButton>
      {open ? (
        <Menu id={menuId} role="menu" aria-labelledby={triggerId} onKeyDown={onMenuKey}>
          {actions.map((action, i) => {
            const hintId = `${menuId}-${action.id}-hint`;
            const hint = action.disabled ? action.hint : undefined;
            return (
              <Item
                key={action.id}
                ref={(el) => {
                  itemsRef.current[i] = el;
                }}
                role="menuitem"
                tabIndex={i === focusIndex ? 0 : -1}
                $danger={action.danger}
                aria-disabled={action.disabled ? true : undefined}
                aria-describedby={hint ? hintId : undefined}
                onClick={() => choose(action)}
                onFocus={() => setFocusIndex(i)}
              >
                {action.icon}
                <Text>
                  <span>{action.label}</span>
                  {/* Why it is unavailable: the item's description, kept out of its name. */}
                  {hint ? (
                    <span className="hint" id={hintId} aria-hidden="true">
                      {hint}
                    </span>
                  ) : null}
                </Text>
              </Item>
            );
          })}
        </Menu>
      ) : null}
    </Wrap>
  );
}
