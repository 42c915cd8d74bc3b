/** One query's data, placed in a server render's query cache under the key the screen will ask for. */
export interface PrefetchedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}
