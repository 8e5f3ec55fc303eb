import '../texts';
import { CODES_PER_REQUEST, type CodeLookup } from '@portal/contract';
import { codesApi } from '@portal/contract/routes';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { ApiError, call } from '../../../lib/api';
import { refreshPoints } from '../../../lib/points-queries';
import { useUser } from '../../auth';
import {
  addCode,
  applyResults,
  chunks,
  type ListedCode,
  loadList,
  normaliseCodeInput,
  removeCode,
  saveList,
} from '../lib/code-list';
import { type Scanner, startScanner } from '../lib/scanner';

type Tab = 'scan' | 'type';
const tabs: Tab[] = ['scan', 'type'];

/** The list of one user, kept in localStorage as it changes. */
function useCodeList(userId: number) {
  const [list, setList] = useState<ListedCode[]>(() => loadList(userId));
  // The latest list for handlers that run between renders (a scan, several save requests).
  const latest = useRef(list);
  const update = useCallback(
    (next: ListedCode[]) => {
      latest.current = next;
      saveList(userId, next);
      setList(next);
    },
    [userId],
  );
  return [list, update, latest] as const;
}

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** "Dodaj kody" (docs/product/catalogue-and-codes.md): scan or type codes into a list, then save them at once. */
export function AddCodesPage() {
  const user = useUser();
  if (!user) return null;
  return <AddCodes userId={user.id} canRegister={user.is_seller && !user.client_is_logged_in} />;
}

function AddCodes({ userId, canRegister }: { userId: number; canRegister: boolean }) {
  const { t } = useTranslation();
  const [list, setList, listRef] = useCodeList(userId);
  const [tab, setTab] = useState<Tab>('scan');
  const [cameraFailed, setCameraFailed] = useState(false);
  const [input, setInput] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [scanned, setScanned] = useState<{ code: string; lookup: CodeLookup | null; failed: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [balance, setBalance] = useState<number | null>(null);
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const videoRef = useRef<HTMLVideoElement>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ scan: null, type: null });

  const add = useCallback(
    (text: string): boolean => {
      const { list: next, outcome } = addCode(listRef.current, text);
      if (outcome === 'empty') {
        setFieldError(t('addCodes.emptyField'));
        return false;
      }
      setFieldError(null);
      if (outcome === 'duplicate') {
        notify.error(t('addCodes.duplicate'));
        return false;
      }
      setList(next);
      notify.success(t('addCodes.added'));
      return true;
    },
    [listRef, setList, t],
  );

  // `?kod=` (a QR opened by the phone's camera) fills the list, then leaves the address.
  const kod = params.get('kod');
  useEffect(() => {
    if (kod === null) return;
    if (kod.trim() !== '') {
      const { list: next, outcome } = addCode(listRef.current, kod);
      if (outcome === 'added') {
        setList(next);
      }
    }
    setParams(
      (current) => {
        current.delete('kod');
        return current;
      },
      { replace: true },
    );
  }, [kod, listRef, setList, setParams]);

  const lookUp = useCallback(async (text: string) => {
    const code = normaliseCodeInput(text);
    if (code === '') return;
    setScanned({ code, lookup: null, failed: false });
    try {
      const answer = await call(codesApi.lookup, { body: { code } });
      setScanned({ code, lookup: answer.code, failed: false });
    } catch {
      setScanned({ code, lookup: null, failed: true });
    }
  }, []);

  // The camera runs only while "Skanuj kod" is open; leaving the tab or the page stops it.
  const lastRead = useRef<string | null>(null);
  useEffect(() => {
    if (tab !== 'scan' || cameraFailed) return;
    const video = videoRef.current;
    if (!video) return;
    let scanner: Scanner | null = null;
    let cancelled = false;
    startScanner(video, (text) => {
      const code = normaliseCodeInput(text);
      if (code === lastRead.current) return;
      lastRead.current = code;
      void lookUp(code);
    })
      .then((started) => {
        if (cancelled) started.stop();
        else scanner = started;
      })
      .catch(() => {
        if (cancelled) return;
        setCameraFailed(true);
        setTab('type');
      });
    return () => {
      cancelled = true;
      scanner?.stop();
    };
  }, [tab, cameraFailed, lookUp]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab);
    let next: Tab | undefined;
    if (event.key === 'ArrowRight') next = tabs[(index + 1) % tabs.length];
    if (event.key === 'ArrowLeft') next = tabs[(index + tabs.length - 1) % tabs.length];
    if (event.key === 'Home') next = tabs[0];
    if (event.key === 'End') next = tabs[tabs.length - 1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const onType = (event: FormEvent) => {
    event.preventDefault();
    if (add(input)) setInput('');
  };

  const pending = list.filter((item) => item.status === 'pending');

  const save = async () => {
    if (pending.length === 0) return;
    setSaving(true);
    let current = listRef.current;
    try {
      for (const batch of chunks(
        pending.map((item) => item.code),
        CODES_PER_REQUEST,
      )) {
        const answer = await call(codesApi.register, { body: { codes: batch } });
        current = applyResults(current, answer.results);
        setList(current);
        setBalance(answer.balance);
        // One notice of each kind, not one per code: the list shows each code's status.
        const registered = answer.results.filter((result) => result.status === 'registered');
        const refused = answer.results.filter((result) => result.status !== 'registered');
        if (registered.length > 0) notify.success(t('addCodes.registered'));
        if (refused.length > 0) notify.error(t('addCodes.invalidOrTaken'));
      }
      notify.success(t('addCodes.syncDone'));
      void refreshPoints();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const seconds = Number(error.data.retry_after ?? 3600);
        notify.error(t('addCodes.tooMany', { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
      } else if (error instanceof ApiError && error.status < 500 && error.message) {
        notify.error(error.message);
      } else {
        notify.error(t('addCodes.syncFailed'));
      }
    } finally {
      setSaving(false);
    }
  };

  const tabId = (name: Tab) => `add-codes-tab-${name}`;
  const panelId = (name: Tab) => `add-codes-panel-${name}`;

  return (
    <Page heading={t('pages.addCodes')}>
      {!canRegister && <Alert>{t('addCodes.notSeller')}</Alert>}
      <div role="tablist" aria-label={t('pages.addCodes')} className="mb-4 flex gap-2 border-b border-brand-200">
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={tab === name}
            aria-controls={panelId(name)}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${tab === name ? 'border-brand-900 text-brand-900' : 'border-transparent text-muted'}`}
          >
            {t(name === 'scan' ? 'addCodes.tabScan' : 'addCodes.tabType')}
          </button>
        ))}
      </div>

      {cameraFailed && (
        <p role="status" className="mb-4 rounded-lg bg-accent-100 p-3">
          {t('addCodes.cameraUnavailable')}
        </p>
      )}

      <div role="tabpanel" id={panelId('scan')} aria-labelledby={tabId('scan')} hidden={tab !== 'scan'}>
        <p className="mb-2 text-muted">{t('addCodes.scanHint')}</p>
        <video ref={videoRef} muted playsInline className="aspect-square w-full max-w-sm rounded-xl bg-black" />
      </div>

      <div role="tabpanel" id={panelId('type')} aria-labelledby={tabId('type')} hidden={tab !== 'type'}>
        <form onSubmit={onType} noValidate className="flex flex-wrap items-start gap-2">
          <div className="grow">
            <label htmlFor="add-codes-input" className="mb-1 block font-semibold">
              {t('addCodes.codeLabel')}
            </label>
            <input
              id="add-codes-input"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={fieldError !== null}
              aria-describedby={fieldError ? 'add-codes-input-error' : undefined}
              className="w-full rounded-lg border border-brand-300 px-3 py-2 uppercase"
            />
            {fieldError && (
              <p id="add-codes-input-error" className="mt-1 text-sm text-red-700">
                {fieldError}
              </p>
            )}
          </div>
          <div className="flex gap-2 pt-7">
            <Button type="submit">{t('addCodes.addToList')}</Button>
            <Button type="button" variant="secondary" onClick={() => void lookUp(input)}>
              {t('addCodes.lookup')}
            </Button>
          </div>
        </form>
      </div>

      {scanned && (
        <section
          aria-labelledby="add-codes-scanned"
          className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
        >
          <h2 id="add-codes-scanned" className="mb-2 text-lg font-bold">
            {t('addCodes.lookupHeading')}: {scanned.code}
          </h2>
          {scanned.failed && <p>{t('addCodes.lookupFailed')}</p>}
          {scanned.lookup && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {scanned.lookup.product !== null && (
                <>
                  <dt>{t('addCodes.product')}</dt>
                  <dd>{scanned.lookup.product}</dd>
                </>
              )}
              {scanned.lookup.index !== null && (
                <>
                  <dt>{t('addCodes.index')}</dt>
                  <dd>{scanned.lookup.index}</dd>
                </>
              )}
              {scanned.lookup.points !== null && (
                <>
                  <dt>{t('addCodes.points')}</dt>
                  <dd>{scanned.lookup.points}</dd>
                </>
              )}
              <dt>Status</dt>
              <dd>{t(`addCodes.lookupStatus.${scanned.lookup.status}`)}</dd>
            </dl>
          )}
          <Button type="button" className="mt-3" onClick={() => add(scanned.code) && setScanned(null)}>
            {t('addCodes.addToList')}
          </Button>
        </section>
      )}

      <section aria-labelledby="add-codes-list" className="mt-8">
        <h2 id="add-codes-list" className="mb-3 text-xl font-bold">
          {t('addCodes.listHeading')}
        </h2>
        {list.length === 0 ? (
          <p className="text-muted">{t('addCodes.listEmpty')}</p>
        ) : (
          <ul aria-labelledby="add-codes-list" className="divide-y divide-brand-100">
            {list.map((item) => (
              <li key={item.code} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-mono font-semibold">{item.code}</span>
                  {item.product && <span className="ml-2 text-sm text-muted">{item.product}</span>}
                  <span className="ml-2 block text-sm sm:inline" data-status={item.status}>
                    {t(`addCodes.status.${item.status}`)}
                  </span>
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={t('addCodes.remove', { code: item.code })}
                  onClick={() => setList(removeCode(listRef.current, item.code))}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
        )}
        {canRegister && (
          <div className="mt-4">
            {!online && <p className="mb-2 text-muted">{t('addCodes.offline')}</p>}
            <Button type="button" onClick={() => void save()} disabled={saving || !online || pending.length === 0}>
              {t('addCodes.save')}
            </Button>
          </div>
        )}
        {balance !== null && (
          <p role="status" className="mt-3 font-semibold">
            {t('addCodes.balance', { balance })}
          </p>
        )}
      </section>
    </Page>
  );
}
