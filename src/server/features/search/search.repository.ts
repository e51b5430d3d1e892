import type { Db } from '../../db/database';
import { searchCountsRepository } from './search-counts.repository';
import { searchRowsRepository } from './search-rows.repository';
import { searchSnapshotsRepository } from './search-snapshots.repository';
import { searchSuggestionsRepository } from './search-suggestions.repository';
import { searchTableSizes } from './search-table-sizes.repository';
import { searchTokensRepository } from './search-tokens.repository';

/**
 * Search over professions, businesses, products and posts (docs/decisions/0005-search.md).
 *
 * Documents are matched by exact tokens (`search_words`, `search_name_words`: GIN), each query word standing for its
 * expansions (search-terms.ts). Exact counts per source and relevance level come from the per-word bitmaps in
 * `search_postings`. Results come level by level (3: every query word itself in the name; 2: every query word itself
 * in the text; 1: every query word or an expansion in the name; 0: the other matches); within a level by distance to
 * the viewer (rows without a position last), then source (profession, business, product, post), then id. Each part
 * (source × level × with/without position) is read either by an index walk in that order with a LIMIT (GiST KNN or
 * the primary key, filtering on the stored word arrays) or, when it has few rows, by its GIN bitmap and a top-N sort:
 * whichever visits fewer rows, decided from the exact counts.
 *
 * Every read shows only what the viewer may see (`plan_visible`, generated from `plan_rules`, migration 0056: the owner's
 * plan radius from the viewer, as nearby and the feed). The postings count every match and only plan the reads; the tab counts are the
 * visible matches, counted on the rows.
 */
export function searchRepository(db: Db) {
  const tableSizes = searchTableSizes(db);
  return {
    ...searchTokensRepository(db),
    ...searchCountsRepository(db, tableSizes),
    ...searchSnapshotsRepository(db),
    ...searchRowsRepository(db),
    ...searchSuggestionsRepository(db, tableSizes),
  };
}
