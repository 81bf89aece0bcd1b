/**
 * The content editor: Keystatic's own app, rendered in the browser only. It is a separate bundle from
 * the public site (docs/decisions/011-the-editor-is-its-own-app.md), so no visitor downloads any of it.
 */
import { Keystatic } from "@keystatic/core/ui"
import { createRoot } from "react-dom/client"
import type { EditorStorage } from "#config/build"
import { makeKeystaticConfig } from "../keystatic.config"

// Set by the editor's build (editor/vite.config.ts) and by the development server (vite.config.ts).
declare const __EDITOR_STORAGE__: EditorStorage

createRoot(document.getElementById("editor")!).render(<Keystatic config={makeKeystaticConfig(__EDITOR_STORAGE__)} />)
