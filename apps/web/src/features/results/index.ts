export { AverageResultsPage, BetHistoryPage, ResultsPage } from './results-pages.tsx';
