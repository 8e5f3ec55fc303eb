import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { Header } from './Header';

const inviteLinks = () =>
  within(screen.getAllByRole('navigation', { name: 'Menu główne' })[0]!).queryAllByRole('link', {
    name: 'Zaproś sprzedawcę',
  });

describe('Header', () => {
  it('leads a seller to the invite page, as it leads a leader', () => {
    renderPage(<Header user={sessionUser()} />);
    expect(inviteLinks()).toHaveLength(1);
    expect(inviteLinks()[0]).toHaveAttribute('href', '/zapros-sprzedawce');
    // The slide-in menu of a phone holds it too.
    const menu = screen.getByRole('dialog', { name: 'Menu główne', hidden: true });
    expect(within(menu).getByRole('link', { name: 'Zaproś sprzedawcę', hidden: true })).toHaveAttribute(
      'href',
      '/zapros-sprzedawce',
    );
  });

  it('leads a leader who does not sell there too', () => {
    renderPage(<Header user={sessionUser({ role: 'leader', is_seller: false })} />);
    expect(inviteLinks()).toHaveLength(1);
  });

  it('has no invite link for a participant who is not a seller yet: the account page offers joining', () => {
    renderPage(<Header user={sessionUser({ is_seller: false })} />);
    expect(inviteLinks()).toHaveLength(0);
  });
});
