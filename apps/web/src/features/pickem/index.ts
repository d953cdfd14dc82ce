export { PickEmPage } from './pick-em-page.tsx';
export { pickEmLoader } from './pick-em-params.ts';
export { PredictionMarketsLink } from './prediction-markets-link.tsx';
