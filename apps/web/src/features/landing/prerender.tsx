/**
 * The landing page rendered to static HTML at build time (build/prerender-landing.ts), once per
 * language: the server sends it with no React, no Mantine and a few lines of script
 * (landing-script.ts). The operator's contact and the year are placeholders the server fills.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../../theme/theme.ts';
import { i18n, startI18n } from '../../i18n/i18n.ts';
import { LANGUAGES, LOCALES, type Language } from '../../i18n/languages.ts';
import { entryResources } from '../../i18n/resources/entry.ts';
import { landingResources } from '../../i18n/resources/landing.ts';
import { LandingView } from './landing-page.tsx';

/** What the server puts in each prerendered page when it sends it (apps/api/src/http/web.ts). */
export const PLACEHOLDERS = {
  phone: '%TIRAJ_CONTACT_PHONE%',
  phoneHref: '%TIRAJ_CONTACT_PHONE_HREF%',
  email: '%TIRAJ_CONTACT_EMAIL%',
  year: '%TIRAJ_YEAR%',
} as const;

export interface RenderedLanding {
  language: Language;
  /** the `lang` of the page (`fr-FR`) */
  locale: string;
  title: string;
  description: string;
  /** the page's body as React drew it, Mantine's `<style>` elements included */
  body: string;
}

export { LANGUAGES };

export function renderLanding(language: Language): RenderedLanding {
  startI18n(
    Object.fromEntries(LANGUAGES.map((l) => [l, { ...entryResources[l], ...landingResources[l] }])),
    language,
  );
  const body = renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <LandingView
        contact={{
          phone: PLACEHOLDERS.phone,
          phoneHref: PLACEHOLDERS.phoneHref,
          email: PLACEHOLDERS.email,
        }}
        year={PLACEHOLDERS.year}
        signedIn={false}
      />
    </MantineProvider>,
  );
  return {
    language,
    locale: LOCALES[language],
    title: i18n.t('meta.title', { ns: 'landing' }),
    description: i18n.t('meta.description', { ns: 'landing' }),
    body,
  };
}
