import type { Resource } from 'i18next';
import { entryResources } from './entry.ts';
import { errorResources } from './errors.ts';
import { landingResources } from './landing.ts';
import { screenResources } from './screens.ts';

/** Every word of the dashboard (landing, sign-in and the three shells), in each language. */
export const dashboardResources: Resource = Object.fromEntries(
  Object.keys(entryResources).map((language) => [
    language,
    {
      ...entryResources[language],
      ...errorResources[language],
      ...landingResources[language],
      ...screenResources[language],
    },
  ]),
);
