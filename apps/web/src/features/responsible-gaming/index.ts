export { GuarddogPage } from './pages/guarddog-page.tsx';
export { ResponsibleGamingResourcesPage } from './pages/resources-page.tsx';
