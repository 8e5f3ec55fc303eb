import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../test/fixtures';
import { mockFetch, renderPage } from '../../test/render';
import { BranchSelector, branchCity } from './BranchSelector';

const leader = sessionUser({
  id: 1,
  full_name: 'Anna Kowalska',
  email: 'lider@demo.pl',
  phone: '500100200',
  role: 'leader',
  companies_to_switch: [
    { sap: '1000001', name: 'Centrala', address_string: 'ul. Długa 1, 00-001 Warszawa', is_central: true },
    { sap: '1000002', name: 'Oddział Kraków', address_string: 'ul. Wielicka 52, 30-552 Kraków', is_central: false },
  ],
});

afterEach(() => vi.restoreAllMocks());

describe('BranchSelector', () => {
  it('lists the branches as "(sap), name, address", with the current one selected', () => {
    renderPage(<BranchSelector user={leader} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Wybrany oddział:');
    expect([...select.options].map((option) => option.text)).toEqual([
      '(1000001), Centrala, ul. Długa 1, 00-001 Warszawa',
      '(1000002), Oddział Kraków, ul. Wielicka 52, 30-552 Kraków',
    ]);
    expect(select.value).toBe('1000001');
  });

  it('shows the selected company with its town, and small its full address and SAP number', () => {
    renderPage(<BranchSelector user={{ ...leader, company_sap: '1000002' }} />);
    expect(screen.getByText('Oddział Kraków')).toBeVisible();
    expect(screen.getByText('– Kraków')).toBeVisible();
    expect(screen.getByText(/ul\. Wielicka 52, 30-552 Kraków ·/)).toBeVisible();
    expect(screen.getByText('SAP 1000002')).toBeVisible();
  });

  it('reads the town after the post code of the address', () => {
    expect(branchCity('ul. Marszałkowska 84/12, 00-514 Warszawa')).toBe('Warszawa');
    expect(branchCity('Rynek 1, 30-001 Kraków Nowa Huta')).toBe('Kraków Nowa Huta');
    expect(branchCity('')).toBe('');
  });

  it('is not shown to a user with a single company', () => {
    const single = { ...leader, companies_to_switch: leader.companies_to_switch.slice(0, 1) };
    renderPage(<BranchSelector user={single} />);
    expect(screen.queryByLabelText('Wybrany oddział:')).not.toBeInTheDocument();
  });

  it('shows "Błąd zmiany firmy" when the change is refused', async () => {
    const calls = mockFetch({
      'POST /api/change-company': {
        status: 403,
        body: { success: false, message: 'Nie masz dostępu do tego oddziału.' },
      },
    });
    document.cookie = 'XSRF-TOKEN=token';
    renderPage(<BranchSelector user={leader} />);

    await userEvent.selectOptions(screen.getByLabelText('Wybrany oddział:'), '1000002');

    expect(await screen.findByText('Błąd zmiany firmy')).toBeInTheDocument();
    expect(screen.getByText('Błąd')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/change-company')?.body).toEqual({ sap: '1000002' });
  });
});
