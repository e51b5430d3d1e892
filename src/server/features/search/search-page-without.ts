import type { FeedItem } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import { cardOwner, type cardsById } from '../cards/cards-by-id';
import { withoutHidden } from '../blocks/blocks.service';
import { KINDS, type Point, type RankedRow, type SearchPosition } from './search-sources.sql';
import { encodeCursor } from './search-cursor';
import { positionOf, toKm, type SearchQuery } from './search-page';

/** Pages read past the first when hidden members' results leave a page short. */
const MORE_ROUNDS = 4;

/**
 * A page without the items of members hidden from the viewer: the pages after it are read too (a few at most) while
 * items were left out, and the cursor is the last row kept or passed over.
 */
export async function pageWithout(
  hydrate: ReturnType<typeof cardsById>,
  query: SearchQuery,
  firstRows: RankedRow[],
  read: (after: SearchPosition) => Promise<RankedRow[]>,
  viewer: Viewer | null,
  viewerAt: Point,
  hidden: ReadonlySet<string>,
): Promise<{ items: FeedItem[]; nextCursor: string | null; shown: RankedRow[] }> {
  const items: FeedItem[] = [];
  const shown: RankedRow[] = [];
  let rows = firstRows;
  let last: RankedRow | undefined;
  let more = false;
  for (let round = 0; round <= MORE_ROUNDS; round++) {
    more = rows.length > query.limit;
    const pageRows = rows.slice(0, query.limit);
    const hydrated = await hydrate(
      pageRows.map((row) => ({ kind: KINDS[row.src - 1]!, id: Number(row.id), distanceKm: toKm(row.metres) })),
      viewer,
      viewerAt,
    );
    const byId = new Map(withoutHidden(hydrated, hidden, cardOwner).map((item) => [item.id, item]));
    for (const row of pageRows) {
      last = row;
      const item = byId.get(`${KINDS[row.src - 1]}-${row.id}`);
      if (item) {
        items.push(item);
        shown.push(row);
      }
      if (items.length === query.limit) {
        more = more || row !== pageRows[pageRows.length - 1];
        break;
      }
    }
    if (items.length === query.limit || !more || !last) break;
    rows = await read(positionOf(last));
  }
  return { items, shown, nextCursor: more && last ? encodeCursor(query.tab, positionOf(last)) : null };
}
