/**
 * The content editor: Keystatic's own app, rendered in the browser only. It is a separate bundle from
 * the public site (docs/decisions/011-the-editor-is-its-own-app.md), so no visitor downloads any of it.
 * In GitHub mode, with publishing on, it also has the publishing view at /keystatic/publishing and a status
 * beside Keystatic's screens that follows each save to the live site
 * (docs/decisions/027-publishing-in-the-editor.md).
 */
import { invariant } from "@epic-web/invariant"
import { KeystarProvider } from "@keystar/ui/core"
import type { ReactNode } from "react"
import { createRoot } from "react-dom/client"
import type { EditorStorage } from "#config/build"
import { PUBLISHING_PAGE } from "#shared/publishing-paths"
import { makeKeystaticConfig } from "../keystatic.config"
import { PublishingPage, RETURN_KEY } from "./publishing/publishing-page"
import { PublishingStatus } from "./publishing/publishing-status"
import { watchSaves } from "./publishing/saves"

// Set by the editor's build (editor/vite.config.ts) and by the development server (vite.config.ts).
declare const __EDITOR_STORAGE__: EditorStorage

const config = makeKeystaticConfig(__EDITOR_STORAGE__)
const isGitHubMode = __EDITOR_STORAGE__.kind === "github"
const isSignedIn = () => document.cookie.split("; ").some((part) => part.startsWith("keystatic-gh-access-token="))

/** Keystatic's components in the colour scheme its own screens use (its setting, kept in this browser). */
function Themed({ children }: { children: ReactNode }) {
  const stored = localStorage.getItem("keystatic-color-scheme")
  return (
    <KeystarProvider colorScheme={stored === "light" || stored === "dark" ? stored : "auto"}>
      {children}
    </KeystarProvider>
  )
}

const editor = document.getElementById("editor")
invariant(editor, "editor/index.html has no #editor element to render the editor into")
const returnTo = sessionStorage.getItem(RETURN_KEY)
if (isGitHubMode && location.pathname === PUBLISHING_PAGE) {
  createRoot(editor).render(
    <Themed>
      <PublishingPage config={config} />
    </Themed>,
  )
} else if (isGitHubMode && returnTo === PUBLISHING_PAGE && isSignedIn()) {
  // Signed in from the publishing view: Keystatic's sign-in comes back to its dashboard.
  sessionStorage.removeItem(RETURN_KEY)
  location.replace(PUBLISHING_PAGE)
} else {
  if (isGitHubMode) watchSaves()
  // Keystatic's screens load only here: the publishing view needs none of them.
  void import("@keystatic/core/ui").then(({ Keystatic }) => {
    createRoot(editor).render(<Keystatic config={config} />)
    if (!isGitHubMode) return
    const status = document.body.appendChild(document.createElement("div"))
    createRoot(status).render(
      <Themed>
        <PublishingStatus config={config} />
      </Themed>,
    )
  })
}
