/**
 * Dates that add up: an article knows nothing published after the day it speaks from. That day is its
 * newest revision's date, or its publication date when it was never revised.
 */

/** The day an article's text speaks from. */
export const effectiveDate = (article: { publishedAt: string; updatedAt?: string }) =>
  article.updatedAt ?? article.publishedAt
