import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import '../i18n';
import { ApiError } from '../../lib/api';
import { renderPage } from '../../test/render';
import type { FormSpec } from './ResourceForm';
import { ResourceList, type ResourceSpec } from './ResourceList';

interface Prize {
  id: number;
  name: string;
  available: boolean;
}
type PrizeValues = { name: string; available: boolean };

const page = (data: Prize[]) => ({ items: { data, current_page: 1, last_page: 1, total: data.length } });

function spec(overrides: Partial<ResourceSpec<Prize, PrizeValues> & { as?: 'page' | 'section' }> = {}) {
  const list = vi.fn((_query: Record<string, string | number>) =>
    Promise.resolve(page([{ id: 7, name: 'Kubek', available: true }])),
  );
  const save = vi.fn((_body: PrizeValues, _record: Prize | null): Promise<Prize | void> => Promise.resolve());
  const withdraw = vi.fn((_row: Prize) => Promise.resolve());
  const form: FormSpec<Prize, PrizeValues> = {
    fields: [
      { name: 'name', label: 'Nazwa', required: true },
      { name: 'available', label: 'Dostępna w katalogu', kind: 'checkbox' },
    ],
    values: (prize) => ({ name: prize?.name ?? '', available: prize?.available ?? true }),
    save: save,
    created: 'Dodano nagrodę.',
    saved: 'Zapisano nagrodę.',
    submitText: 'Zapisz nagrodę',
  };
  const resource: ResourceSpec<Prize, PrizeValues> = {
    heading: 'Nagrody',
    caption: 'Lista nagród',
    searchHint: 'Nazwa nagrody',
    queryKey: ['admin', 'test-prizes'],
    list,
    filters: [
      { name: 'available', label: 'Dostępna', options: [{ value: '1', label: 'Tak' }] },
      { name: 'company', label: 'Firma (SAP)', inputMode: 'numeric' },
    ],
    columns: [{ id: 'name', header: 'Nazwa', enableSorting: true, cell: ({ row }) => row.original.name }],
    actions: [
      { opens: true, text: () => 'Edytuj', label: ({ name }) => `Edytuj ${name}` },
      {
        text: () => 'Wycofaj',
        label: ({ name }) => `Wycofaj ${name}`,
        tone: 'danger',
        shown: (prize) => prize.available,
        confirm: ({ name }) => ({ title: 'Wycofać?', message: `${name} zniknie.`, confirmText: 'Tak, wycofaj' }),
        run: withdraw,
        done: ({ name }) => `Wycofano ${name}.`,
      },
    ],
    create: { text: 'Dodaj nagrodę' },
    editor: {
      title: (prize) => (prize ? `Edycja: ${prize.name}` : 'Nowa nagroda'),
      form,
    },
    ...overrides,
  };
  return { resource, form, list, save, withdraw };
}

const show = (resource: ResourceSpec<Prize, PrizeValues>, path = '/admin/nagrody') =>
  renderPage(<ResourceList resource={resource} />, { path });

describe('ResourceList', () => {
  it('draws the declared list and sends the search, the filters and the sort the address holds', async () => {
    const { resource, list } = spec();
    show(resource, '/admin/nagrody?search=kub&available=1&sort=name&direction=desc');
    expect(screen.getByRole('heading', { level: 1, name: 'Nagrody' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Lista nagród' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, search: 'kub', sort: 'name', direction: 'desc', available: '1' });
    expect(screen.getByRole('columnheader', { name: /Działania/ })).toBeInTheDocument();

    const company = screen.getByLabelText('Firma (SAP)');
    await userEvent.type(company, '1000001{Enter}');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ company: '1000001' })));
  });

  it('asks in its dialog before a row action, runs it and tells the outcome', async () => {
    const { resource, withdraw } = spec();
    show(resource);
    const [button] = await screen.findAllByRole('button', { name: 'Wycofaj Kubek' });
    expect(button).toHaveClass('text-danger');
    await userEvent.click(button!);
    const dialog = await screen.findByRole('dialog', { name: 'Wycofać?' });
    expect(dialog).toHaveTextContent('Kubek zniknie.');
    expect(withdraw).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, wycofaj' }));
    await waitFor(() => expect(withdraw).toHaveBeenCalledWith({ id: 7, name: 'Kubek', available: true }));
    expect(await screen.findByText('Wycofano Kubek.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wycofać?' })).toBeNull());
  });

  it('creates through its form and shows the 422 under the field', async () => {
    const { resource, save } = spec();
    save.mockRejectedValueOnce(new ApiError(422, 'Popraw dane.', { name: ['Podaj nazwę.'] }));
    show(resource);
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj nagrodę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa nagroda' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz nagrodę' }));
    expect(await within(dialog).findByText('Podaj nazwę.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Nazwa/), 'Plecak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz nagrodę' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ name: 'Plecak', available: true }, null));
    expect(await screen.findByText('Dodano nagrodę.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowa nagroda' })).toBeNull());
  });

  it('opens a record in its form, and a per-record form with a footer when declared so', async () => {
    const { resource, form, save } = spec();
    show({
      ...resource,
      pageActions: (list) => <a href={`/eksport?${new URLSearchParams(list.params.filters).toString()}`}>Eksport</a>,
      editor: {
        ...resource.editor!,
        form: (prize) => (prize ? { ...form, intro: 'Zmiana nazwy.' } : undefined),
        footer: (_prize, _replace, close) => <button onClick={close}>Zamknij okno</button>,
      },
    });
    expect(screen.getByRole('link', { name: 'Eksport' })).toHaveAttribute('href', '/eksport?');
    const [edit] = await screen.findAllByRole('button', { name: 'Edytuj Kubek' });
    await userEvent.click(edit!);
    const dialog = await screen.findByRole('dialog', { name: 'Edycja: Kubek' });
    expect(dialog).toHaveTextContent('Zmiana nazwy.');
    expect(within(dialog).getByRole('button', { name: 'Zamknij okno' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nazwa/)).toHaveValue('Kubek');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz nagrodę' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ name: 'Kubek', available: true }, { id: 7, name: 'Kubek', available: true }),
    );
    expect(await screen.findByText('Zapisano nagrodę.')).toBeInTheDocument();
  });
});
