/**
 * The editor's publishing status, in a corner of every screen beside Keystatic's own: after a save, that the
 * change is on its way (and at which step), then that it is live with a link to its page, or that it was
 * refused, with each file and field linked to its entry in the editor; otherwise what the site serves. It
 * opens the publishing view. Nothing shows for a browser that is not signed in or a site without publishing.
 */

import { ActionButton } from "@keystar/ui/button"
import { Icon } from "@keystar/ui/icon"
import { xIcon } from "@keystar/ui/icon/icons/xIcon"
import { Box, Flex } from "@keystar/ui/layout"
import { TextLink } from "@keystar/ui/link"
import { ProgressCircle } from "@keystar/ui/progress"
import { StatusLight } from "@keystar/ui/status-light"
import { Text } from "@keystar/ui/typography"
import type { Config } from "@keystatic/core"
import { useEffect, useRef, useState } from "react"
import { PUBLISHING_PAGE } from "#shared/publishing-paths"
import { type Loaded, type PublishOverview, usePublishing } from "./api"
import { type SaveProgress, STEP_WORDS, saveProgress } from "./progress"
import { ProblemList, visuallyHidden } from "./publishing-page"
import { forgetSave, lastSave, noteBranchHead, onSave, type Save } from "./saves"
import { duration, serverNow, useNow } from "./time"

/** Asked often while a save is on its way, seldom once it has settled. */
const FOLLOWING_MS = 3_000
const RESTING_MS = 30_000

type Shown = {
  tone: "positive" | "caution" | "critical" | "neutral" | "pending"
  /** The sentence a screen reader hears when it changes. */
  headline: string
  /** Ticking time, beside the headline but not read out at every tick. */
  elapsed?: string
  isBusy?: boolean
  pages?: string[]
  failure?: PublishOverview["failures"][number]
}

function shownFor(
  progress: (SaveProgress & { withLater: boolean }) | undefined,
  overview: PublishOverview,
  now: number,
): Shown {
  const later = progress?.withLater ? " with a later change" : ""
  switch (progress?.kind) {
    case "other-branch":
      return { tone: "neutral", headline: `Saved to ${progress.branch}: published once merged into ${overview.branch}` }
    case "waiting":
      return { tone: "pending", headline: "Saved: publishing starts in a moment", isBusy: true }
    case "queued":
      return { tone: "pending", headline: "Saved: waiting for the publish running", isBusy: true }
    case "publishing":
      return {
        tone: "pending",
        headline: `Publishing your change${later}: ${STEP_WORDS[progress.step].toLowerCase()}`,
        elapsed: duration((now - Date.parse(progress.since)) / 1000),
        isBusy: true,
      }
    case "live":
      return { tone: "positive", headline: `Your change is live${later}`, pages: progress.pages }
    case "failed":
      return { tone: "critical", headline: "Your change was not published", failure: progress.failure }
    case "held":
      return { tone: "caution", headline: "Saved, not published: a rollback holds the site" }
  }
  // Without a save to follow, a word or two: the corner stays small over Keystatic's screens.
  if (overview.running)
    return {
      tone: "pending",
      headline: "Publishing",
      elapsed: duration((now - Date.parse(overview.running.since)) / 1000),
      isBusy: true,
    }
  const failure = overview.failures[0]
  if (failure?.isCurrent) return { tone: "critical", headline: "The last publish failed", failure }
  if (overview.hold) return { tone: "caution", headline: "Rolled back" }
  return { tone: "positive", headline: "Live" }
}

export function PublishingStatus({ config }: { config: Config }) {
  const [save, setSave] = useState<Save | undefined>(lastSave)
  const [isOpen, setOpen] = useState(false)
  const isFollowing = useRef(false)
  const { last, refresh } = usePublishing((loaded: Loaded) => {
    // No publishing on this site, or no session (Keystatic signs in again): nothing to follow.
    if (loaded.kind === "absent" || loaded.kind === "signed-out") return undefined
    // An answer missed while a save is on its way (the site switching builds) is asked for again as soon.
    if (loaded.kind !== "ready") return isFollowing.current ? FOLLOWING_MS : RESTING_MS
    const current = lastSave()
    const progress = current && saveProgress(current, loaded.answer.overview)
    isFollowing.current = Boolean(
      loaded.answer.overview.running || (progress && ["waiting", "queued", "publishing"].includes(progress.kind)),
    )
    return isFollowing.current ? FOLLOWING_MS : RESTING_MS
  })
  const tick = useNow()
  useEffect(() => {
    // Asked again at once: the poll before the save was timed for a settled site, up to 30 s away.
    const stop = onSave(() => {
      setSave(lastSave())
      isFollowing.current = true
      void refresh()
    })
    return () => void stop()
  }, [refresh])
  const overview = last?.answer.overview
  useEffect(() => noteBranchHead(overview?.branchHead ?? null), [overview?.branchHead])
  const progress = save && overview ? saveProgress(save, overview) : undefined
  // A refusal shows its files and fields at once, without a click.
  const failedCommit = progress?.kind === "failed" ? progress.failure.commit?.id : undefined
  useEffect(() => {
    if (failedCommit) setOpen(true)
  }, [failedCommit])
  if (!last || !overview) return null
  const now = serverNow(overview.now, last.receivedAt, tick)
  const shown = shownFor(progress, overview, now)
  return (
    <Box
      position="fixed"
      insetBottom="large"
      insetEnd="large"
      zIndex={100}
      // A corner of the screen: wide enough for a sentence, never wider than a phone leaves.
      UNSAFE_style={{ width: isOpen ? "min(24rem, calc(100vw - 2rem))" : undefined, maxWidth: "calc(100vw - 2rem)" }}
      backgroundColor="surface"
      border="neutral"
      borderRadius="medium"
      boxShadow="medium"
      padding="regular"
    >
      <section aria-label="Publishing status">
        <Flex direction="column" gap="regular">
          <Flex gap="regular" alignItems="center">
            {shown.isBusy ? <ProgressCircle isIndeterminate size="small" aria-label="Publishing" /> : null}
            <div role="status" aria-live="polite">
              <StatusLight tone={shown.tone}>{shown.headline}</StatusLight>
            </div>
            {shown.elapsed ? (
              <Text size="small" color="neutralSecondary" aria-hidden>
                {shown.elapsed}
              </Text>
            ) : null}
            <ActionButton prominence="low" aria-expanded={isOpen} onPress={() => setOpen(!isOpen)}>
              {isOpen ? "Hide details" : "Details"}
            </ActionButton>
            {save && !shown.isBusy ? (
              <ActionButton
                prominence="low"
                aria-label="Stop following this save"
                onPress={() => {
                  forgetSave()
                  setOpen(false)
                }}
              >
                <Icon src={xIcon} />
              </ActionButton>
            ) : null}
          </Flex>
          {shown.pages && shown.pages.length > 0 ? (
            <Flex gap="regular" wrap>
              {shown.pages.map((page) => (
                <TextLink key={page} href={page} target="_blank" rel="noopener">
                  Open {page} <span className={visuallyHidden}>(opens in a new tab)</span>
                </TextLink>
              ))}
            </Flex>
          ) : null}
          {isOpen ? (
            <Flex direction="column" gap="large" paddingTop="regular">
              {shown.failure ? (
                <Flex direction="column" gap="regular">
                  <Text size="small">{shown.failure.message}</Text>
                  <ProblemList problems={shown.failure.problems} config={config} branch={overview.branch} />
                </Flex>
              ) : null}
              {overview.problem ? <Text size="small">Publishing does not work now: {overview.problem}.</Text> : null}
              <TextLink href={PUBLISHING_PAGE}>Open Publishing</TextLink>
            </Flex>
          ) : null}
        </Flex>
      </section>
    </Box>
  )
}
