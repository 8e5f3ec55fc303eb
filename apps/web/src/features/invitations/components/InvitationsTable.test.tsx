import type { InvitationListItem } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { InvitationsTable } from './InvitationsTable';

const pending: InvitationListItem = {
  id: 1,
  created_at_date: '01.09.2025',
  first_name: 'Ewa',
  last_name: 'Malinowska',
  email: 'ewa.malinowska@example.pl',
  phone: null,
  completed_at_date: null,
  expires_at_date: '15.09.2025 12:00',
  expired: false,
};
const expired: InvitationListItem = {
  ...pending,
  id: 2,
  email: 'jan.lis@example.pl',
  expires_at_date: '10.08.2025 12:00',
  expired: true,
};
const accepted: InvitationListItem = {
  ...pending,
  id: 3,
  email: 'adam.nowy@example.pl',
  completed_at_date: '03.09.2025',
  expires_at_date: null,
};

const row = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('InvitationsTable', () => {
  it('says until when a pending link works, that an expired one no longer does, and nothing for an accepted one', () => {
    renderPage(<InvitationsTable items={[pending, expired, accepted]} />);
    expect(within(row(pending.email)).getByText('Link ważny do 15.09.2025 12:00')).toBeTruthy();
    expect(within(row(expired.email)).getByText('Link wygasł – wyślij zaproszenie ponownie')).toBeTruthy();
    expect(within(row(expired.email)).getByRole('button', { name: 'Wyślij ponownie' })).toBeTruthy();
    expect(within(row(accepted.email)).queryByText(/Link/)).toBeNull();
    expect(within(row(accepted.email)).getByText('03.09.2025')).toBeTruthy();
  });

  it('shows the server’s message when the resend limit is reached', async () => {
    const message = 'Zaproszenia wysłano ponownie zbyt wiele razy. Spróbuj ponownie za 42 min.';
    mockFetch({ 'POST /api/invitations/send-invitation-email': { status: 429, body: { success: false, message } } });
    renderPage(<InvitationsTable items={[expired]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij ponownie' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
