import type { QuizInfo, SessionUser } from '@portal/contract';

/** Test data shared by the quiz pages' and widgets' tests. */
export const seller: SessionUser = {
  id: 2,
  full_name: 'Piotr Nowak',
  email: 'sprzedawca@demo.pl',
  phone: '500100201',
  role: 'seller',
  is_seller: true,
  company_sap: '1000001',
  companies_to_switch: [],
  client_is_logged_in: false,
  authEnabled: true,
  accept_regulations_at: '2025-04-01T10:00:00.000Z',
};

export const participant: SessionUser = {
  ...seller,
  id: 4,
  email: 'uczestnik@demo.pl',
  role: 'leader',
  is_seller: false,
};

export const quizInfo = (slug: string, title: string, attempts = 2): QuizInfo => ({
  slug,
  title,
  prizes: 'Torba sportowa\nParasol',
  rules: 'Odpowiedz na 5 pytań.\nMasz 2 podejścia.',
  opens_at: '2025-09-01T10:00:00.000Z',
  closes_at: '2025-10-01T10:00:00.000Z',
  is_active: true,
  attempts_allowed: attempts,
});
