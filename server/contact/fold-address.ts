/**
 * An address as an erasure compares it: trimmed, NFC, and case-folded over all of Unicode (upper then lower
 * case maps ß to ss and the final sigma to σ, as full case folding does). SQLite's NOCASE folds ASCII alone,
 * and PostgreSQL's lower() depends on the database's locale, so the folding is done here, once, for both
 * engines, and stored beside each lead (RELIABILITY.md R-E3).
 */
export const foldAddress = (email: string) => email.trim().normalize("NFC").toUpperCase().toLowerCase().normalize("NFC")
