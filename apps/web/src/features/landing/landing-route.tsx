import { useQuery } from '@tanstack/react-query';
import { telHref } from '@tiraj/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addResources } from '../../i18n/i18n.ts';
import { landingResources } from '../../i18n/resources/landing.ts';
import { get } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';
import { LandingView } from './landing-page.tsx';

addResources(landingResources);

interface PublicSettings {
  contact: { phone: string; email: string };
}

/**
 * The landing page drawn by the dashboard's `/` route: in development, where no prerendered page
 * is served, and should the build have none. The server sends the prerendered one otherwise.
 */
export function LandingRoute() {
  const { t } = useTranslation('landing');
  const settings = useQuery({
    queryKey: ['public-settings'],
    queryFn: () => get<PublicSettings>('/public/settings'),
  });
  const contact = settings.data?.contact;
  const title = t('meta.title');
  const description = t('meta.description');
  // The tab names the page in the language it shows (index.html's words are the ones before it loads).
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return (
    <LandingView
      contact={contact && { ...contact, phoneHref: telHref(contact.phone) }}
      year={new Date().getFullYear()}
      signedIn={!!readSession()}
    />
  );
}
