// The dashboard's code and words, loaded after sign-in (router.tsx): the sign-in page's first
// load carries none of the shells, menus, homes or their catalogues.
import { RiskPanel } from '../features/exposure/risk-panel.tsx';
import { AdminHome } from '../features/home/admin-home.tsx';
import { CompanyHome } from '../features/home/company-home.tsx';
import { MainMenuPage, SupervisorMenuPage } from '../features/main-menu/main-menu-page.tsx';
import { addResources } from '../i18n/i18n.ts';
import { errorResources } from '../i18n/resources/errors.ts';
import { screenResources } from '../i18n/resources/screens.ts';
import { DashboardProviders } from './dashboard-providers.tsx';
import { AdminShell as AdminFrame, SupervisorShell as SupervisorFrame } from './shell/shells.tsx';

addResources(screenResources);
addResources(errorResources);

/** The shell of /admin and /subadmin, with what its screens need around them. */
export function AdminShell() {
  return (
    <DashboardProviders>
      <AdminFrame />
    </DashboardProviders>
  );
}

/** The shell of /supervisor. */
export function SupervisorShell() {
  return (
    <DashboardProviders>
      <SupervisorFrame />
    </DashboardProviders>
  );
}

/** /admin/main-menu: the admin's or the company's home above the menu (SPEC.md §2). */
export function AdminMainMenu() {
  return (
    <MainMenuPage
      homes={{
        admin: <AdminHome />,
        subadmin: <CompanyHome reader="subadmin" risk={<RiskPanel reader="subadmin" />} />,
      }}
    />
  );
}

/** /supervisor/main-menu. */
export function SupervisorMainMenu() {
  return (
    <SupervisorMenuPage
      home={<CompanyHome reader="supervisor" risk={<RiskPanel reader="supervisor" />} />}
    />
  );
}
