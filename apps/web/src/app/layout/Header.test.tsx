import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSettings, sessionUser } from '../../test/fixtures';
import { mockFetch, renderPage } from '../../test/render';
import { Header } from './Header';

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Menu główne' })[0]!;
/** The slide-in menu of a phone, hidden until opened. */
const mobileMenu = () => screen.getByRole('dialog', { name: 'Menu główne', hidden: true });
const linkNames = (within_: HTMLElement) =>
  within(within_)
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

const inviteLinks = () => within(desktopNav()).queryAllByRole('link', { name: 'Zaproś sprzedawcę' });

const withVote = (open: boolean) =>
  mockFetch({
    'GET /api/settings': { status: 200, body: { success: true, settings: { ...demoSettings, vote_open: open } } },
  });

beforeEach(() => withVote(false));

describe('Header', () => {
  it('leads a seller to the invite page, as it leads a leader', () => {
    renderPage(<Header user={sessionUser()} />);
    expect(inviteLinks()).toHaveLength(1);
    expect(inviteLinks()[0]).toHaveAttribute('href', '/zapros-sprzedawce');
    // The slide-in menu of a phone holds it too.
    expect(within(mobileMenu()).getByRole('link', { name: 'Zaproś sprzedawcę', hidden: true })).toHaveAttribute(
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

  it('gives a seller every page of the programme, the quizzes and the codes and prizes in groups, and the profile', () => {
    renderPage(<Header user={sessionUser()} />);
    const pages = [
      'Moje wyniki',
      'Milionerzy',
      'Krzyżówka',
      'Znajdź różnice',
      'Znajdź parę',
      'Dodaj kody',
      'Moje kody',
      'Nagrody',
      'Koszyk',
      'Moje zamówienia',
      'Produkty premium',
      'Aktualności',
      'Produkty',
      'Zasady',
      'Zaproś sprzedawcę',
      'Kontakt',
      'Mój profil',
    ];
    // On a desktop the profile sits at the corner of the first row, the programme's pages below.
    expect(linkNames(desktopNav()).slice(1).sort()).toEqual([...pages].sort());
    // On a phone the two games played with a mouse say so before the tap.
    expect(linkNames(mobileMenu())).toEqual(
      pages.map((name) => (name.startsWith('Znajdź') ? `${name}tylko na komputerze` : name)),
    );
    expect(within(mobileMenu()).getByRole('list', { name: 'Quizy', hidden: true })).toBeInTheDocument();
    expect(within(mobileMenu()).getByRole('list', { name: 'Kody i nagrody', hidden: true })).toBeInTheDocument();
    expect(within(desktopNav()).getByRole('link', { name: 'Dodaj kody', hidden: true })).toHaveAttribute(
      'href',
      '/dodaj-kody',
    );
    expect(within(desktopNav()).getByRole('button', { name: 'Quizy' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktopNav()).getByRole('link', { name: 'Produkty' })).toHaveAttribute('href', '/produkty');
    expect(within(desktopNav()).getByRole('link', { name: 'Zasady' })).toHaveAttribute('href', '/zasady');
  });

  it('opens the quizzes of the desktop menu on a click and closes them on Escape', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    renderPage(<Header user={sessionUser()} />);
    const quizzes = within(desktopNav()).getByRole('button', { name: 'Quizy' });
    await userEvent.click(quizzes);
    expect(quizzes).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktopNav()).getByRole('link', { name: 'Krzyżówka' })).toHaveAttribute('href', '/krzyzowka');
    await userEvent.keyboard('{Escape}');
    expect(quizzes).toHaveAttribute('aria-expanded', 'false');
    expect(quizzes).toHaveFocus();
  });

  it('gives a leader who does not sell no quizzes, and the vote while it is open', async () => {
    withVote(true);
    renderPage(<Header user={sessionUser({ role: 'leader', is_seller: false })} />);
    expect(await within(desktopNav()).findByRole('link', { name: 'Głosowanie' })).toHaveAttribute(
      'href',
      '/glosowanie',
    );
    expect(within(desktopNav()).queryByRole('button', { name: 'Quizy' })).not.toBeInTheDocument();
    expect(within(desktopNav()).queryByRole('link', { name: 'Krzyżówka' })).not.toBeInTheDocument();
  });

  it('labels the role as plain text: only the zones the user has, nothing that looks pressable', () => {
    renderPage(<Header user={sessionUser({ role: 'leader', is_seller: true })} />);
    expect(within(desktopNav()).getByText('Strefa Lidera')).toBeInTheDocument();
    expect(within(desktopNav()).getByText('Strefa Sprzedawcy')).toBeInTheDocument();
    expect(within(desktopNav()).getByText('Strefa Lidera')).not.toHaveAttribute('aria-current');
  });

  it('shows a seller only the seller zone', () => {
    renderPage(<Header user={sessionUser({ role: 'seller', is_seller: true })} />);
    expect(within(desktopNav()).getByText('Strefa Sprzedawcy')).toBeInTheDocument();
    expect(within(desktopNav()).queryByText('Strefa Lidera')).not.toBeInTheDocument();
  });

  it('gives a visitor the home, the contact form and the login', () => {
    renderPage(<Header user={null} />);
    expect(linkNames(desktopNav()).slice(1)).toEqual(['Strona główna', 'Kontakt', 'Zaloguj']);
    expect(linkNames(mobileMenu())).toEqual(['Strona główna', 'Kontakt', 'Zaloguj']);
    expect(screen.queryByText(/Strefa/)).not.toBeInTheDocument();
  });
});
