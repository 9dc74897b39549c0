import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { isActivePath, Link, NavLink } from '../../src/ui/components/links';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('Link', () => {
  test('is an anchor to its address that a click follows in the app', () => {
    renderAt('/', <Link to="/post/7?from=feed" className="card__title">Red ankara</Link>);
    const link = screen.getByRole('link', { name: 'Red ankara' });
    expect(link).toHaveAttribute('href', '/post/7?from=feed');
    expect(link).toHaveClass('card__title');
    fireEvent.click(link);
    expect(address()).toBe('/post/7?from=feed');
  });

  test('leaves a click with a modifier key or a cancelled click to the browser', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <>
        <Link to="/chats">Chats</Link>
        <Link to="/settings" onClick={onClick}>Settings</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Chats' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(address()).toBe('/');
  });
});

describe('NavLink', () => {
  test('marks the current page, and an ancestor unless it is `end`', () => {
    renderAt(
      '/settings/marketplace',
      <>
        <NavLink to="/" end>Marketplace</NavLink>
        <NavLink to="/settings">Settings</NavLink>
        <NavLink to="/settings/marketplace" end>Marketplace settings</NavLink>
        <NavLink to="/settings/about" end>About</NavLink>
      </>,
    );
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect([current('Marketplace'), current('Settings'), current('Marketplace settings'), current('About')]).toEqual([null, 'page', 'page', null]);
  });

  test('follows the address as it changes', () => {
    renderAt(
      '/',
      <>
        <NavLink to="/" end>Home</NavLink>
        <NavLink to="/chats">Chats</NavLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Chats' }));
    expect(screen.getByRole('link', { name: 'Chats' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('isActivePath', () => {
  test.each([
    ['/chats', '/chats', true, true],
    ['/chats/4', '/chats', false, true],
    ['/chats/4', '/chats', true, false],
    ['/chatsroom', '/chats', false, false],
    ['/Chats', '/chats', true, true],
    ['/chats', '/', false, false],
    ['/settings/x', '/settings/', false, true],
  ])('%s under %s (end %s): %s', (current, target, end, active) => {
    expect(isActivePath(current, target, end)).toBe(active);
  });
});
