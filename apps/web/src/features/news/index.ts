export { NewsFeedPage } from './news-feed-page.tsx';
