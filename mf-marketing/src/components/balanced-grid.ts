/**
 * A card grid whose short last row is centred instead of leaving an empty cell: each card spans two
 * tracks of a grid with twice as many tracks as columns, and the first card of an incomplete last row
 * starts (columns - cards in that row) tracks in. Five cards in three columns lay out as 3 + 2 centred.
 *
 * Returns the 1-based track that card `index` (0-based) of `count` starts at in `columns` columns, or
 * undefined when it flows normally.
 */
export function centredStart(index: number, count: number, columns: number): number | undefined {
  const remainder = count % columns;
  if (columns < 2 || remainder === 0 || index !== count - remainder) return undefined;
  return columns - remainder + 1;
}

/** The custom properties a grid item carries for the two multi-column layouts (tablet: 2 columns, desktop: 3). */
export function balancedItemStyle(index: number, count: number) {
  const md = centredStart(index, count, 2);
  const lg = centredStart(index, count, 3);
  return {
    ...(md ? { '--start-md': String(md) } : {}),
    ...(lg ? { '--start-lg': String(lg) } : {}),
  } as Record<string, string>;
}
