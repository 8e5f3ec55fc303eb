import type { AdminSettings } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { mockFetch, renderPage } from '../../../../test/render';
import { RegulationsPanel } from './RegulationsPanel';

const settings = { rules_version: '2025-10-01', rules_url: '/regulamin?date=20251001' } as AdminSettings;

describe('RegulationsPanel', () => {
  it('lists every version with its PDF, its upload and the one in force', async () => {
    mockFetch({
      'GET /api/admin/regulations': {
        status: 200,
        body: {
          success: true,
          versions: [
            {
              version: '2025-10-01',
              url: '/regulamin?date=20251001',
              in_force: true,
              uploaded_at: '2025-09-30T08:15:00Z',
              uploaded_by: 'admin@demo.pl',
            },
            {
              version: '2025-04-01',
              url: '/regulamin?date=20250401',
              in_force: false,
              uploaded_at: null,
              uploaded_by: null,
            },
          ],
        },
      },
    });
    renderPage(<RegulationsPanel settings={settings} readOnly />);
    const table = await screen.findByRole('table', { name: 'Wszystkie wersje regulaminu' });
    const [, current, old] = within(table).getAllByRole('row');
    expect(current).toHaveTextContent('01.10.2025');
    expect(current).toHaveTextContent('30.09.2025, 10:15:00, admin@demo.pl');
    expect(current).toHaveTextContent('obowiązuje');
    expect(within(current!).getByRole('link', { name: 'PDF z 01.10.2025' })).toHaveAttribute(
      'href',
      '/regulamin?date=20251001',
    );
    expect(old).toHaveTextContent('dołączona do portalu');
    expect(old).toHaveTextContent('archiwalna');
    expect(screen.queryByRole('button', { name: 'Prześlij regulamin' })).toBeNull();
  });
});
