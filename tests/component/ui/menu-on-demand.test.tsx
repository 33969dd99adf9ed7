import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuTriggerStandIn, useMenuOnDemand, useOpenAsAsked, type MenuOpening } from '@/ui/menu-trigger-stand-in';
import { onDemand } from '@/ui/on-demand';

/** A menu as the header's account menu builds one: Radix, opened as the stand-in was pressed. */
function RealMenu({ opening }: { opening: MenuOpening }) {
  const { defaultOpen, placeFocus } = useOpenAsAsked(opening);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label="Account">Me</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={placeFocus}>
          <DropdownMenu.Item>First</DropdownMenu.Item>
          <DropdownMenu.Item>Second</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The menu's code arrives when the test says so (`arrive`). */
function renderMenu() {
  let resolve: (module: { RealMenu: typeof RealMenu }) => void = () => undefined;
  const code = new Promise<{ RealMenu: typeof RealMenu }>((done) => (resolve = done));
  const load = vi.fn(() => code);
  const Menu = onDemand(load, 'RealMenu');
  function Host() {
    const menu = useMenuOnDemand(Menu);
    return menu.asked ? (
      <Menu opening={menu.asked} />
    ) : (
      <MenuTriggerStandIn label="Account" {...menu.standIn}>
        Me
      </MenuTriggerStandIn>
    );
  }
  const user = userEvent.setup();
  render(
    <>
      <Host />
      <button type="button">Elsewhere</button>
    </>,
  );
  const arrive = () =>
    act(async () => {
      resolve({ RealMenu });
      await code;
    });
  return { user, load, arrive };
}

const trigger = () => screen.getByRole('button', { name: 'Account' });

afterEach(() => vi.restoreAllMocks());

describe('a menu whose code loads on demand', () => {
  it('shows its trigger without it: the same name, a menu button, closed; nothing loads with the first render, the code loads once the page is idle', async () => {
    const { load } = renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('loads the code on intent while the page is still loading (pointing at the trigger, focusing it), once', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { user, load } = renderMenu();
    await user.hover(trigger());
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens on a click that came before the code, when it arrives', async () => {
    const { user, arrive } = renderMenu();
    await user.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens from the keyboard with focus on the first item, as Radix does; Escape closes it and gives focus back to the trigger', async () => {
    const { user, arrive } = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'First' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Second' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  type User = ReturnType<typeof userEvent.setup>;
  const click = (user: User) => user.click(trigger());
  const enter = async (user: User) => {
    await user.tab();
    await user.keyboard('{Enter}');
  };
  it.each([
    { how: 'a second press', press: click, giveUp: click },
    { how: 'a press elsewhere', press: click, giveUp: (user: User) => user.click(screen.getByRole('button', { name: 'Elsewhere' })) },
    { how: 'Escape', press: enter, giveUp: (user: User) => user.keyboard('{Escape}') },
    { how: 'focus leaving', press: enter, giveUp: (user: User) => user.tab() },
  ])('does not open later for a press given up by $how', async ({ press, giveUp }) => {
    const { user, arrive } = renderMenu();
    await press(user);
    await giveUp(user);
    await arrive();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('once the code is here, opens at once on a click', async () => {
    const { user, arrive } = renderMenu();
    await arrive();
    await user.click(trigger());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'First' })).toBeInTheDocument();
  });
});
