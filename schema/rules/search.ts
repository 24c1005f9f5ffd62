/** Spec §5: search fires only with at least 3 characters; shorter input clears suggestions. */
export const MIN_SEARCH_LENGTH = 3;
