// Search: the search bar with its suggestions, and the line that names the place a query was centred on.
export { SearchBar } from './search-bar';
export { queryWithPlace, SearchPlaceLine } from './search-place-line';
