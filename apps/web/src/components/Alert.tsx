import type { ReactNode } from 'react';

const tones = {
  error: 'border-danger/30 bg-red-50 text-danger',
  warning: 'border-accent-500/40 bg-accent-100 text-brand-950',
  info: 'border-brand-700/20 bg-brand-50 text-brand-900',
  success: 'border-success/30 bg-green-50 text-success',
};

export function Alert({ tone = 'error', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
