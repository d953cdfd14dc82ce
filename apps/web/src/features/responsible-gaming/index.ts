export { ResponsibleGamingLimitsPage } from './limits/limits-pages.tsx';
export { GuarddogPage } from './protection-pages.tsx';
export { ResponsibleGamingResourcesPage } from './resources-page.tsx';
