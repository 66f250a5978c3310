/**
 * One page of a back-office list: `{ page, items, total, data }` from a query of the page's
 * rows (given its limit and offset) and a query counting every matching row, run together.
 *
 * spec: api-contract.md (lists answer `{ page, items, total, data }` with `?page&items`).
 */

/**
 * What a list asks for: page `page` (from 1) of `items` rows; when `first_items` is given the
 * first page holds that many and each later page `items` (logs: 20 then 30).
 */
export interface PageRequest {
  page: number;
  items: number;
  first_items?: number;
}

/** The limit and offset of `request`'s page. */
export function pageWindow(request: PageRequest): { limit: number; offset: number } {
  const first = request.first_items ?? request.items;
  if (request.page === 1) return { limit: first, offset: 0 };
  return { limit: request.items, offset: first + (request.page - 2) * request.items };
}

/** Page `request.page` of the rows `read` gives, mapped by `map`, and the `count`'s total. */
export async function readPage<Row, Out>(
  request: PageRequest,
  read: (limit: number, offset: number) => PromiseLike<Row[]>,
  count: PromiseLike<{ total: number }[]>,
  map: (row: Row) => Out,
): Promise<PageRequest & { total: number; data: Out[] }> {
  const { limit, offset } = pageWindow(request);
  const [rows, [counted]] = await Promise.all([read(limit, offset), count]);
  return {
    page: request.page,
    items: request.items,
    ...(request.first_items === undefined ? {} : { first_items: request.first_items }),
    total: counted?.total ?? 0,
    data: rows.map(map),
  };
}
