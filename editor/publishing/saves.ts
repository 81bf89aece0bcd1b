/**
 * The editor's last save, so that its status can follow it to the live site. In GitHub mode Keystatic saves
 * from the browser, one GraphQL mutation (createCommitOnBranch) to GitHub whose answer names the new commit;
 * the editor's fetch is watched for that answer (Keystatic has no hook of its own for a save). The save is kept
 * for the browser tab (sessionStorage), so that it is followed across the editor's screens.
 */

const KEY = "catalysty-publishing-save"
const GRAPHQL = "https://api.github.com/graphql"

export type Save = {
  commit: string
  /** The branch it was saved to: another than the published one goes live only once merged. */
  branch: string
  /** The branch's newest commit the server knew when the save was made: until that changes, it has not fetched. */
  headBefore: string | null
  savedAt: number
}

const listeners = new Set<() => void>()
let headKnown: string | null = null

export function lastSave(): Save | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Save | null
    return saved && typeof saved.commit === "string" ? saved : undefined
  } catch {
    return undefined
  }
}

export function forgetSave() {
  sessionStorage.removeItem(KEY)
  for (const listener of listeners) listener()
}

export function onSave(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The branch's newest commit as the server last said it (the status keeps it current). */
export function noteBranchHead(head: string | null) {
  headKnown = head
}

function branchOf(body: unknown) {
  try {
    const request = JSON.parse(String(body)) as { variables?: { input?: { branch?: { branchName?: unknown } } } }
    const name = request.variables?.input?.branch?.branchName
    return typeof name === "string" ? name : undefined
  } catch {
    return undefined
  }
}

/** Watches the editor's requests to GitHub for a save; call once, before Keystatic starts. */
export function watchSaves() {
  const platformFetch = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const response = await platformFetch(input, init)
    const url = input instanceof Request ? input.url : String(input)
    const body = init?.body
    if (url === GRAPHQL && typeof body === "string" && body.includes("createCommitOnBranch") && response.ok) {
      // Read before Keystatic gets the answer: its client ends the request's signal once done, and a copy read
      // after that fails.
      const answer = await response
        .clone()
        .json()
        .catch(() => undefined)
      const commit = (answer as { data?: { createCommitOnBranch?: { ref?: { target?: { oid?: unknown } } } } })?.data
        ?.createCommitOnBranch?.ref?.target?.oid
      if (typeof commit === "string") {
        const save: Save = { commit, branch: branchOf(body) ?? "", headBefore: headKnown, savedAt: Date.now() }
        sessionStorage.setItem(KEY, JSON.stringify(save))
        for (const listener of listeners) listener()
      }
    }
    return response
  }
}
