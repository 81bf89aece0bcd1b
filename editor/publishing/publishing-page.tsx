/**
 * The publishing view at /keystatic/publishing (docs/decisions/027-publishing-in-the-editor.md): what is live
 * and the page its change is on, the publish running with its step and time, whether another waits, the last
 * failures with each file, line and field linked to its entry in the editor, and the builds kept, each of
 * which a person who can push may roll back to. It asks the server again every few seconds while it is shown.
 * Drawn with Keystatic's own components (@keystar/ui), so it sits with the editor's screens.
 */

import { Badge } from "@keystar/ui/badge"
import { ActionButton, Button } from "@keystar/ui/button"
import { ClientSideOnlyDocumentElement } from "@keystar/ui/core"
import { AlertDialog, DialogTrigger } from "@keystar/ui/dialog"
import { Icon } from "@keystar/ui/icon"
import { arrowLeftIcon } from "@keystar/ui/icon/icons/arrowLeftIcon"
import { Box, Flex } from "@keystar/ui/layout"
import { TextLink } from "@keystar/ui/link"
import { Notice } from "@keystar/ui/notice"
import { ProgressCircle } from "@keystar/ui/progress"
import { StatusLight } from "@keystar/ui/status-light"
import { css, tokenSchema } from "@keystar/ui/style"
import { Heading, Text } from "@keystar/ui/typography"
import type { Config } from "@keystatic/core"
import { type ReactNode, useEffect, useState } from "react"
import { PUBLISHING_PAGE } from "#shared/publishing-paths"
import {
  type Action,
  type OverviewBuild,
  type OverviewFailure,
  type PublishingAnswer,
  sendAction,
  usePublishing,
} from "./api"
import { editorEntryOf, fieldLabelOf } from "./entries"
import { STEP_WORDS } from "./progress"
import { duration, serverNow, timeAgo, useNow, whenExactly } from "./time"

/** Where a browser signed out comes back once signed in (editor/main.tsx reads it). */
export const RETURN_KEY = "catalysty-return-to"
const SIGN_IN = "/api/keystatic/github/login"

const shortId = (commit: string) => commit.slice(0, 7)

/** Out of sight, still read by a screen reader. */
export const visuallyHidden = css({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
})
/** A list laid out by its Flex, without bullets or indent. */
const plainList = css({ listStyle: "none", margin: 0, padding: 0 })
/** A list whose items a rule divides, as Keystatic's lists are. */
const ruledList = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  "& > li + li": {
    borderTop: `${tokenSchema.size.border.regular} solid ${tokenSchema.color.border.muted}`,
    paddingTop: tokenSchema.size.space.xlarge,
  },
})

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      elementType="section"
      aria-label={title}
      backgroundColor="surface"
      border="muted"
      borderRadius="medium"
      padding={{ mobile: "large", tablet: "xlarge" }}
    >
      <Heading elementType="h2" size="small" marginBottom="large">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

/** A commit as a line of the view: its message, who saved it and when. */
function CommitLine({
  commit,
  now,
}: {
  commit: { id: string; message: string; author?: string; at?: string } | null
  now: number
}) {
  if (!commit) return <Text color="neutralSecondary">The version the site was deployed with</Text>
  return (
    <Flex direction="column" gap="regular">
      <Text weight="semibold">{commit.message || `Commit ${shortId(commit.id)}`}</Text>
      <Text size="small" color="neutralSecondary">
        {[commit.author ? `Saved by ${commit.author}` : undefined, commit.at ? timeAgo(commit.at, now) : undefined]
          .filter(Boolean)
          .join(", ")}
        {commit.author || commit.at ? " · " : ""}
        <span title={commit.id}>{shortId(commit.id)}</span>
      </Text>
    </Flex>
  )
}

/** Links to the live pages a change is on, each opening in a tab of its own. */
function PageLinks({ pages }: { pages: string[] }) {
  if (pages.length === 0) return null
  return (
    <Flex gap="regular" wrap>
      {pages.map((page) => (
        <TextLink key={page} href={page} target="_blank" rel="noopener">
          Open {page} <span className={visuallyHidden}>(opens in a new tab)</span>
        </TextLink>
      ))}
    </Flex>
  )
}

function Live({ answer, now }: { answer: PublishingAnswer; now: number }) {
  const { live, hold } = answer.overview
  return (
    <Flex direction="column" gap="large">
      <StatusLight tone={hold ? "caution" : "positive"}>{hold ? "Rolled back" : "Live"}</StatusLight>
      <CommitLine commit={live.commit} now={now} />
      {live.since ? (
        <Text size="small" color="neutralSecondary">
          Live since {whenExactly(live.since)}
        </Text>
      ) : null}
      <PageLinks pages={live.pages} />
    </Flex>
  )
}

function Running({ answer, now }: { answer: PublishingAnswer; now: number }) {
  const { running, queued, branch } = answer.overview
  if (!running)
    return (
      <Text color="neutralSecondary">
        Nothing is being published. A change saved in the editor to {branch} starts a publish within seconds.
      </Text>
    )
  return (
    <Flex direction="column" gap="large">
      <Flex gap="regular" alignItems="center">
        <ProgressCircle isIndeterminate size="small" aria-label="Publishing" />
        <Text weight="semibold">
          {STEP_WORDS[running.step]} · {duration((now - Date.parse(running.since)) / 1000)}
        </Text>
      </Flex>
      {running.commit ? <CommitLine commit={running.commit} now={now} /> : null}
      {queued ? (
        <Text size="small" color="neutralSecondary">
          Another change is waiting: it is published as soon as this one is done.
        </Text>
      ) : null}
    </Flex>
  )
}

/**
 * The problems a failure names: each field in the words of its form, its message, its file and line, and a
 * link to its entry in the editor.
 */
export function ProblemList({
  problems,
  config,
  branch,
}: {
  problems: OverviewFailure["problems"]
  config: Config
  branch: string
}) {
  return (
    <Flex elementType="ul" direction="column" gap="large" UNSAFE_className={plainList}>
      {problems.map((problem) => {
        const entry = problem.file ? editorEntryOf(config, problem.file, branch) : undefined
        const field = problem.field && entry ? fieldLabelOf(entry.schema, problem.field) : problem.field
        return (
          <Flex
            elementType="li"
            key={[problem.file, problem.line, problem.field, problem.message].join("|")}
            direction="column"
            gap="regular"
          >
            <Text>
              {field ? <Text weight="semibold">{field}: </Text> : null}
              {problem.message}
            </Text>
            {problem.file ? (
              <Text size="small" color="neutralSecondary">
                {problem.file}
                {problem.line ? `, line ${problem.line}` : ""}
                {problem.field ? ` · field ${problem.field}` : ""}
              </Text>
            ) : null}
            {entry ? <TextLink href={entry.href}>Open {entry.label} in the editor</TextLink> : null}
          </Flex>
        )
      })}
    </Flex>
  )
}

function Failures({ answer, config, now }: { answer: PublishingAnswer; config: Config; now: number }) {
  const { failures, branch } = answer.overview
  if (failures.length === 0) return <Text color="neutralSecondary">No publish has failed.</Text>
  return (
    <Flex elementType="ul" direction="column" gap="xlarge" UNSAFE_className={ruledList}>
      {failures.map((failure) => (
        <Flex elementType="li" key={`${failure.at}-${failure.commit?.id ?? ""}`} direction="column" gap="large">
          <Flex gap="regular" alignItems="center" wrap>
            <StatusLight tone={failure.isCurrent ? "critical" : "neutral"}>
              {failure.isCurrent ? "Not published" : "Failed · a later change went live"}
            </StatusLight>
            <Text size="small" color="neutralSecondary">
              {timeAgo(failure.at, now)}, at {failure.stepName}
            </Text>
          </Flex>
          {failure.commit ? <CommitLine commit={failure.commit} now={now} /> : null}
          <Text>{failure.message}</Text>
          {failure.problems.length > 0 ? (
            <ProblemList problems={failure.problems} config={config} branch={branch} />
          ) : null}
          {failure.isCurrent && failure.notice ? (
            <Text size="small" color="neutralSecondary">
              {failure.notice === "delivered"
                ? "The agency was emailed about it."
                : failure.notice === "pending"
                  ? "An email about it waits to be sent."
                  : "The email about it could not be sent."}
            </Text>
          ) : null}
        </Flex>
      ))}
    </Flex>
  )
}

function Builds({
  answer,
  now,
  onAction,
  isBusy,
}: {
  answer: PublishingAnswer
  now: number
  onAction: (action: Action) => void
  isBusy: boolean
}) {
  const { builds } = answer.overview
  if (builds.length === 0) return <Text color="neutralSecondary">No build has been published from here yet.</Text>
  return (
    <Flex elementType="ul" direction="column" gap="xlarge" UNSAFE_className={ruledList}>
      {builds.map((build: OverviewBuild) => (
        <Flex
          elementType="li"
          key={build.name}
          direction={{ mobile: "column", tablet: "row" }}
          gap="large"
          justifyContent="space-between"
          alignItems={{ mobile: "stretch", tablet: "center" }}
        >
          <Flex direction="column" gap="regular" flex>
            <Flex gap="regular" alignItems="center" wrap>
              {build.isLive ? <Badge tone="positive">Live</Badge> : null}
              <Text size="small" color="neutralSecondary">
                Built {whenExactly(build.builtAt)}
              </Text>
            </Flex>
            <CommitLine commit={build.commit} now={now} />
            <PageLinks pages={build.isLive ? [] : build.pages} />
          </Flex>
          {build.isLive || !answer.viewer.canAct ? null : (
            <DialogTrigger>
              <Button isDisabled={isBusy}>Roll back to this build</Button>
              <AlertDialog
                title="Roll back to this build?"
                tone="critical"
                primaryActionLabel="Roll back"
                cancelLabel="Cancel"
                onPrimaryAction={() => onAction({ kind: "rollback", build: build.name })}
              >
                The site shows “{build.commit?.message ?? build.name}” again within seconds. The changes saved after it
                are not published again until someone saves a new change or chooses Follow the branch again.
              </AlertDialog>
            </DialogTrigger>
          )}
        </Flex>
      ))}
    </Flex>
  )
}

function Signin() {
  return (
    <Notice tone="neutral">
      <Text>
        Sign in to the editor to see publishing.{" "}
        <TextLink href={SIGN_IN} onPress={() => sessionStorage.setItem(RETURN_KEY, PUBLISHING_PAGE)}>
          Sign in with GitHub
        </TextLink>
      </Text>
    </Notice>
  )
}

export function PublishingPage({ config }: { config: Config }) {
  const { loaded, last, refresh } = usePublishing(3_000)
  const [said, setSaid] = useState<{ ok: boolean; message: string }>()
  const [isBusy, setBusy] = useState(false)
  const tick = useNow()
  const answer = last?.answer
  const now = last ? serverNow(last.answer.overview.now, last.receivedAt, tick) : tick

  async function act(action: Action) {
    if (!answer) return
    setBusy(true)
    const result = await sendAction(action, answer.csrfToken)
    setSaid({ ok: result.ok, message: result.message })
    setBusy(false)
    await refresh()
  }

  const { hold, problem, branch } = answer?.overview ?? { hold: null, problem: null, branch: "" }
  useEffect(() => {
    document.title = "Publishing · Catalysty website"
  }, [])
  // While the newest change is refused, what to fix comes right after what is live.
  const isFailing = answer?.overview.failures[0]?.isCurrent ?? false
  const failures = answer ? (
    <Section title="Failures">
      <Failures answer={answer} config={config} now={now} />
    </Section>
  ) : null
  return (
    <Box minHeight="100vh" backgroundColor="canvas">
      <ClientSideOnlyDocumentElement bodyBackground="canvas" />
      <Box elementType="header" backgroundColor="surface" borderBottom="muted" paddingX="xlarge" paddingY="large">
        <Flex
          maxWidth="container.large"
          marginX="auto"
          gap="large"
          alignItems="center"
          justifyContent="space-between"
          wrap
        >
          <Flex gap="large" alignItems="center">
            <ActionButton href="/keystatic" prominence="low">
              <Icon src={arrowLeftIcon} />
              <Text>Editor</Text>
            </ActionButton>
            <Heading elementType="h1" size="medium">
              Publishing
            </Heading>
          </Flex>
          {answer ? (
            <Text size="small" color="neutralSecondary">
              Signed in as {answer.viewer.login}
            </Text>
          ) : null}
        </Flex>
      </Box>
      <Flex
        elementType="main"
        direction="column"
        gap="xlarge"
        maxWidth="container.large"
        marginX="auto"
        paddingX={{ mobile: "regular", tablet: "xlarge" }}
        paddingY="xlarge"
      >
        <div role="status" aria-live="polite" className={said ? undefined : visuallyHidden}>
          {said ? <Notice tone={said.ok ? "positive" : "critical"}>{said.message}</Notice> : null}
        </div>
        {loaded.kind === "signed-out" ? <Signin /> : null}
        {loaded.kind === "absent" ? <Notice tone="caution">{loaded.message}</Notice> : null}
        {loaded.kind === "unreachable" ? (
          <Notice tone="caution">{`${loaded.message}${answer ? " What follows is what it said last." : ""}`}</Notice>
        ) : null}
        {loaded.kind === "loading" ? <ProgressCircle isIndeterminate aria-label="Loading publishing" /> : null}
        {answer && loaded.kind !== "signed-out" && loaded.kind !== "absent" ? (
          <>
            {problem ? <Notice tone="critical">Publishing does not work now: {problem}.</Notice> : null}
            {answer.viewer.canAct ? null : (
              <Notice tone="neutral">
                {`Your GitHub account ${answer.viewer.login} can see publishing but cannot push to the site's repository, so it cannot roll back or publish.`}
              </Notice>
            )}
            <Section title="Live now">
              <Flex direction="column" gap="xlarge">
                <Live answer={answer} now={now} />
                {hold ? (
                  <Notice tone="caution">
                    <Flex direction="column" gap="large">
                      <Text>
                        Rolled back {timeAgo(hold.since, now)}. The changes saved to {branch} before then are not
                        published again; the next save, or Follow the branch again, ends the rollback.
                      </Text>
                      {answer.viewer.canAct ? (
                        <Button
                          tone="accent"
                          alignSelf="start"
                          isDisabled={isBusy}
                          onPress={() => void act({ kind: "follow" })}
                        >
                          Follow the branch again
                        </Button>
                      ) : null}
                    </Flex>
                  </Notice>
                ) : null}
              </Flex>
            </Section>
            {isFailing ? failures : null}
            <Section title="Publishing">
              <Flex direction="column" gap="xlarge">
                <Running answer={answer} now={now} />
                {answer.viewer.canAct ? (
                  <Flex direction="column" gap="regular">
                    <Button alignSelf="start" isDisabled={isBusy} onPress={() => void act({ kind: "publish" })}>
                      Publish now
                    </Button>
                    <Text size="small" color="neutralSecondary">
                      Builds the newest change of {branch} again, even one that failed before, and ends a rollback.
                    </Text>
                  </Flex>
                ) : null}
              </Flex>
            </Section>
            {isFailing ? null : failures}
            <Section title="Builds kept">
              <Builds answer={answer} now={now} onAction={(action) => void act(action)} isBusy={isBusy} />
            </Section>
          </>
        ) : null}
      </Flex>
    </Box>
  )
}
