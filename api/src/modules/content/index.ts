/** What other modules may use of the content (eslint holds them to this entry). */
export { articleInfo } from './service';
export { searchArticles, type ArticleSearchInput, type ArticleSearchRow } from './article-search';
