/** `?page=` of paged lists: a whole number from 2 up, else absent (page 1). */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}
