import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';

// The prompt and the state it reads, fresh for each test (a waiting version is module state).
async function load() {
  const { UpdatePrompt } = await import('./UpdatePrompt');
  const { newVersionReady } = await import('./new-version');
  return { UpdatePrompt, newVersionReady };
}

beforeEach(() => {
  vi.resetModules();
});

describe('UpdatePrompt', () => {
  it('says nothing while the running version is the newest', async () => {
    const { UpdatePrompt } = await load();
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces a new version and reloads into it on request', async () => {
    const { UpdatePrompt, newVersionReady } = await load();
    const apply = vi.fn(() => Promise.resolve());
    render(<UpdatePrompt />);
    act(() => newVersionReady(apply));

    expect(screen.getByRole('status')).toHaveTextContent('Dostępna jest nowa wersja portalu');
    await userEvent.click(screen.getByRole('button', { name: 'Odśwież' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('hides the notice when the user chooses to update later', async () => {
    const { UpdatePrompt, newVersionReady } = await load();
    const apply = vi.fn(() => Promise.resolve());
    render(<UpdatePrompt />);
    act(() => newVersionReady(apply));

    await userEvent.click(screen.getByRole('button', { name: 'Później' }));
    expect(screen.queryByText('Dostępna jest nowa wersja portalu')).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });
});
