/** A value a query string may carry; undefined, null and '' are no value (an empty filter is no filter). */
type QueryValue = string | number | null | undefined;

/** `name=value&…` of the values that are set, in their order: a list's page, sort and filters, or an export's filters. */
export function presentQuery<Values extends { [Name in keyof Values]?: QueryValue }>(values: Values): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values) as [string, QueryValue][]) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return params.toString();
}
