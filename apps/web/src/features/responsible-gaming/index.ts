export { GuarddogPage } from './protection-pages.tsx';
export { ResponsibleGamingResourcesPage } from './resources-page.tsx';
