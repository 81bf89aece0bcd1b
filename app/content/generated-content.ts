/** Where the content check (scripts/content-check.ts) keeps the checked content for the build and the running site. */
export const GENERATED_CONTENT_FILE = "app/generated/content.json"
