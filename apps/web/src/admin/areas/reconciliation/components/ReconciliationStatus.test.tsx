import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { renderPage } from '../../../../test/render';
import { ReconciliationStatus } from './ReconciliationStatus';

describe("the dashboard's line about the last reconciliation", () => {
  it('links a run without differences to its page', () => {
    renderPage(
      <ReconciliationStatus last={{ id: 4, run_at: '2026-12-02T02:05:00.000Z', ok: true, differences_count: 0 }} />,
    );
    expect(screen.getByRole('link', { name: 'Uzgodnienie: bez różnic' })).toHaveAttribute(
      'href',
      '/admin/uzgodnienie/4',
    );
    expect(screen.getByText('Ostatnie uzgodnienie: 2.12.2026, 03:05')).toBeVisible();
  });

  it('names the differences of a run that found some', () => {
    renderPage(
      <ReconciliationStatus last={{ id: 5, run_at: '2026-12-02T02:05:00.000Z', ok: false, differences_count: 3 }} />,
    );
    expect(screen.getByRole('link', { name: 'Uzgodnienie: różnice (3)' })).toHaveAttribute(
      'href',
      '/admin/uzgodnienie/5',
    );
  });

  it('says that none has run yet', () => {
    renderPage(<ReconciliationStatus last={null} />);
    expect(screen.getByText('Uzgodnienie: jeszcze nie uruchomiono')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
