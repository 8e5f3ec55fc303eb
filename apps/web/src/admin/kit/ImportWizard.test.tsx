import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import '../i18n';
import { ApiError } from '../../lib/api';
import { renderPage } from '../../test/render';
import { ImportWizard } from './ImportWizard';

interface Answer {
  rows: number;
}

const texts = {
  intro: 'Plik z wierszami.',
  allOrNothing: 'Wszystko albo nic.',
  file: 'Plik',
  chooseFile: 'Wybierz plik.',
  run: 'Importuj',
  again: 'Kolejny plik',
  failed: 'Nie udało się.',
  errorsTitle: 'Błędy w pliku',
};

const csv = new File(['a;b\n1;2'], 'plik.csv', { type: 'text/csv' });

/** A call answered by hand: each send waits until the test settles it, reporting progress meanwhile. */
function manualSend() {
  const sent: {
    dryRun: boolean;
    report: (done: number) => void;
    answer: (a: Answer) => void;
    refuse: (e: unknown) => void;
  }[] = [];
  const send = (_file: File, dryRun: boolean, onProgress: (done: number) => void) =>
    new Promise<Answer>((answer, refuse) => sent.push({ dryRun, report: onProgress, answer, refuse }));
  return { sent, send };
}

function renderWizard(send: ReturnType<typeof manualSend>['send']) {
  return renderPage(
    <ImportWizard
      title={{ text: 'Import' }}
      texts={texts}
      send={send}
      refreshes={['admin', 'test']}
      progress={{ label: 'Postęp', show: (done) => ({ percent: done ?? 0, text: `Zrobione: ${done ?? 0}` }) }}
      preview={(answer) => <p>Do zapisania: {answer.rows}</p>}
      result={(answer) => <p>Zapisano: {answer.rows}</p>}
    />,
  );
}

describe('ImportWizard', () => {
  it('asks for a file before checking one', async () => {
    const user = userEvent.setup();
    renderWizard(manualSend().send);
    expect(screen.getByRole('region', { name: 'Import' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sprawdź plik' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wybierz plik.');
  });

  it('shows every problem of a refused file by line and offers no run', async () => {
    const user = userEvent.setup();
    const { sent, send } = manualSend();
    renderWizard(send);
    await user.upload(screen.getByLabelText('Plik'), csv);
    await user.click(screen.getByRole('button', { name: 'Sprawdź plik' }));
    sent[0]!.refuse(new ApiError(422, 'Zły plik', { 'line 3': ['sap: Nie ma firmy.'], 'line 2': ['email: Zły.'] }));
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('Błędy w pliku');
    expect(within(problems).getAllByRole('listitem')[0]).toHaveTextContent('Wiersz 2');
    expect(problems).toHaveTextContent('Wiersz 3:sap: Nie ma firmy.');
    expect(screen.queryByRole('button', { name: 'Importuj' })).not.toBeInTheDocument();
  });

  it('previews, runs with progress, shows the result and starts again', async () => {
    const user = userEvent.setup();
    const { sent, send } = manualSend();
    renderWizard(send);
    await user.upload(screen.getByLabelText('Plik'), csv);
    await user.click(screen.getByRole('button', { name: 'Sprawdź plik' }));
    expect(sent[0]!.dryRun).toBe(true);
    expect(screen.getByLabelText('Plik')).toBeDisabled();
    sent[0]!.answer({ rows: 2 });
    expect(await screen.findByText('Do zapisania: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importuj' }));
    expect(sent[1]!.dryRun).toBe(false);
    expect(screen.getByRole('button', { name: 'Importuj' })).toHaveAttribute('aria-busy', 'true');
    sent[1]!.report(40);
    const bar = await screen.findByRole('progressbar', { name: 'Postęp' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', 'Zrobione: 40');
    sent[1]!.answer({ rows: 2 });
    expect(await screen.findByText('Zapisano: 2')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sprawdź plik' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kolejny plik' }));
    expect(screen.queryByText('Zapisano: 2')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sprawdź plik' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wybierz plik.');
    expect(sent).toHaveLength(2);
  });
});
