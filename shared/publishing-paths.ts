/**
 * The addresses of the editor's publishing view (docs/decisions/027-publishing-in-the-editor.md): its page, a
 * screen of the editor's own app, and its data and actions. Shared by the server and the editor's script, so
 * this module imports nothing.
 */
export const PUBLISHING_PAGE = "/keystatic/publishing"
export const PUBLISHING_API = "/keystatic/api/publishing"

/** The page, its data or one of its actions. */
export const isPublishingPath = (path: string) =>
  path === PUBLISHING_PAGE || path === PUBLISHING_API || path.startsWith(`${PUBLISHING_API}/`)
