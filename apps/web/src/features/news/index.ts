// What other features may use of the news: the slide and the article as participants see them
// (the back office's preview draws a news item with them, docs/decisions/0037-news-back-office.md).
export { NewsArticle } from './components/NewsArticle';
export { NewsSlide } from './components/NewsSlide';
