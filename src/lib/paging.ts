/** The `?page=` (or `?<param>=`) of a list's address: a whole number from 1, else the first page (a typo never errors). */
export function pageFromUrl(url: URL, param = 'page'): number {
  const page = Number(url.searchParams.get(param));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
