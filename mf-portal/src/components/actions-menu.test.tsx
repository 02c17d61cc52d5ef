import { theme } from '@agency/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ActionsMenu, type MenuAction } from './actions-menu';

function renderMenu(actions: MenuAction[]) {
  return render(
    <ThemeProvider theme={theme}>
      <button type="button">elsewhere</button>
      <ActionsMenu label="More actions" actions={actions} />
    </ThemeProvider>,
  );
}

describe('the More actions menu', () => {
  const rename = jest.fn();
  const remove = jest.fn();
  const actions = (removable: boolean): MenuAction[] => [
    { id: 'rename', label: 'Rename', onSelect: rename },
    { id: 'delete', label: 'Delete', onSelect: remove, danger: true, disabled: !removable, hint: 'Only when done.' },
  ];
  beforeEach(() => jest.clearAllMocks());

  it('opens from its button, runs the chosen action, closes and gives focus back to the button', async () => {
    renderMenu(actions(true));
    const trigger = screen.getByRole('button', { name: 'More actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'More actions' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('works from the keyboard: arrows wrap, End and Home jump, Enter chooses, Escape closes', async () => {
    renderMenu(actions(true));
    const trigger = screen.getByRole('button', { name: 'More actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{Enter}');
    expect(rename).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows an unavailable action with the reason, and choosing it does nothing', async () => {
    renderMenu(actions(false));
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const item = screen.getByRole('menuitem', { name: 'Delete' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAccessibleDescription('Only when done.');
    await userEvent.click(item);
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes when the user clicks elsewhere on the page', async () => {
    renderMenu(actions(true));
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
