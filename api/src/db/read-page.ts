/**
 * One page of a back-office list: `{ page, items, total, data }` from a query of the page's
 * rows (given its limit and offset) and a query counting every matching row, run together.
 *
 * spec: api-contract.md (lists answer `{ page, items, total, data }` with `?page&items`).
 */

/** What a list asks for: page `page` (from 1) of `items` rows. */
export interface PageRequest {
  page: number;
  items: number;
}

/** Page `request.page` of the rows `read` gives, mapped by `map`, and the `count`'s total. */
export async function readPage<Row, Out>(
  request: PageRequest,
  read: (limit: number, offset: number) => PromiseLike<Row[]>,
  count: PromiseLike<{ total: number }[]>,
  map: (row: Row) => Out,
): Promise<PageRequest & { total: number; data: Out[] }> {
  const [rows, [counted]] = await Promise.all([
    read(request.items, (request.page - 1) * request.items),
    count,
  ]);
  return {
    page: request.page,
    items: request.items,
    total: counted?.total ?? 0,
    data: rows.map(map),
  };
}
