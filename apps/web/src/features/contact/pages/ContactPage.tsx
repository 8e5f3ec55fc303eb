import '../texts';
import { routePath } from '@portal/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Logo } from '../../../components/Logo';
import { userQueryOptions } from '../../auth';
import { useSettings } from '../../programme';
import { ClientLogo } from '../components/ClientLogo';
import { ContactForm } from '../components/ContactForm';

/** Visitors see whose programme this is: the manufacturer's logo (to /) beside the programme's. */
function CoBrandHeader() {
  const { t } = useTranslation();
  return (
    <div className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to={routePath('home')} aria-label={t('contact.clientHome')} className="shrink-0 rounded">
          <ClientLogo className="h-7 w-auto sm:h-9" />
        </Link>
        <span className="flex items-center gap-3 whitespace-nowrap">
          <span className="hidden text-xs font-semibold uppercase tracking-wide text-muted sm:inline">
            {t('contact.programmeBy')}
          </span>
          <Logo />
        </span>
      </div>
    </div>
  );
}

/** The contact page (/kontakt): the helpline and its hours beside the contact form. */
export function ContactPage() {
  const { t } = useTranslation();
  // Which form to show depends on who is here: never draw a visitor's form for a user (or back).
  const user = useSuspenseQuery(userQueryOptions).data;
  const { helpline_phone: phone } = useSettings();

  return (
    <>
      {!user && <CoBrandHeader />}
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('contact.heading')}</h1>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted">
          {t('contact.lead', { phone: phone.replaceAll(' ', '\u00a0') })}
        </p>

        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10">
          <section
            aria-label={t('contact.formLabel')}
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8"
          >
            <ContactForm user={user} />
          </section>
          <aside aria-labelledby="helpline-heading" className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm">
            <h2 id="helpline-heading" className="flex items-center gap-3 text-lg font-bold">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-400 text-brand-950">
                <Icon name="phone" />
              </span>
              {t('contact.helplineHeading')}
            </h2>
            <a
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              className="mt-4 block text-2xl font-bold tracking-tight text-accent-400 underline-offset-4 hover:underline sm:text-3xl"
            >
              {phone}
            </a>
            <p className="mt-2 text-brand-100">{t('contact.helplineHours')}</p>
            <p className="mt-4 border-t border-brand-700 pt-4 text-sm text-brand-100">{t('contact.replyNote')}</p>
          </aside>
        </div>
      </div>
    </>
  );
}
