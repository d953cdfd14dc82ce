export { AverageResultsPage } from './average-results-page.tsx';
export { BetHistoryPage } from './bet-history-page.tsx';
export { ResultsPage } from './results-page.tsx';
