/**
 * The attribute this behaviour looks for (a button holding the address to copy). Post-build leaves the
 * site's script off a page where no behaviour finds its attribute.
 */
export const MARKER = "data-copy-link"

const SHOWN_MS = 2500

/**
 * Buttons marked `data-copy-link` put that address on the clipboard, then say so for a moment: the
 * button is marked `data-copied` (its "Copied" label shows) and the status beside it reads that label.
 */
export function copyLinkButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${MARKER}]`)) {
    const status = button.parentElement?.querySelector('[role="status"]')
    let timer = 0
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(button.getAttribute(MARKER) ?? window.location.href)
      } catch {
        // Clipboard refused (permissions or an insecure page): the address bar still holds the link.
        return
      }
      button.dataset.copied = ""
      if (status) status.textContent = button.querySelector("[data-copied-label]")?.textContent ?? ""
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        delete button.dataset.copied
        if (status) status.textContent = ""
      }, SHOWN_MS)
    })
  }
}
