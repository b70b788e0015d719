/** What other modules may use of the catalogue (eslint holds them to this entry). */
export { catalogService } from './service';
export { searchProducts, type SearchInput } from './search';
export { siteCodes } from './sites';
