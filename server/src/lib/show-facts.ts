/**
 * Facts about a show that the All Shows sorts read, taken from its metaData (the demo catalogue
 * sets `awards` to the award's name and `upcoming` to 'true' on some series).
 */
export interface ShowFlags {
  /** 1 when metaData.awards names an award. */
  awarded: number;
  /** 1 when metaData.upcoming is true. */
  upcoming: number;
}

const isSet = (value: unknown): boolean =>
  value === true || (typeof value === 'string' && value.trim() !== '' && value.trim().toLowerCase() !== 'false') || (Array.isArray(value) && value.length > 0);

export function showFlags(metaData: Record<string, unknown> | null | undefined): ShowFlags {
  const upcoming = metaData?.upcoming;
  return {
    awarded: isSet(metaData?.awards) ? 1 : 0,
    upcoming: upcoming === true || upcoming === 'true' ? 1 : 0,
  };
}
