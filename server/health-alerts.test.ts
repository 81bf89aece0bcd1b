import { afterEach, expect, it, vi } from "vitest"
import type { NoticeContent, NoticeOutbox } from "./delivery/notice-outbox"
import { watchHealth } from "./health-alerts"

afterEach(() => vi.useRealTimers())

it("R-B5 posts once when /healthz turns failing and once when it recovers, not at every check", async () => {
  vi.useFakeTimers()
  const enqueued: NoticeContent[] = []
  const notices = { enqueue: (content: NoticeContent) => enqueued.push(content) } as unknown as NoticeOutbox
  const reports = [
    { status: "ok" as const, problems: [] },
    { status: "failing" as const, problems: ["the disk of DATA_DIR (/var/lib/catalysty) has 3 MB free"] },
    { status: "failing" as const, problems: ["the disk of DATA_DIR (/var/lib/catalysty) has 2 MB free"] },
    { status: "ok" as const, problems: [] },
    { status: "ok" as const, problems: [] },
  ]
  const watch = watchHealth({
    check: async () => reports.shift() ?? { status: "ok", problems: [] },
    notices,
    siteUrl: "https://catalysty.com",
    intervalMs: 1_000,
    log: () => {},
  })
  for (let check = 0; check < 5; check++) await vi.advanceTimersByTimeAsync(1_000)
  watch.stop()
  expect(enqueued.map((content) => content.alert?.text)).toEqual([
    "catalysty.com: /healthz is failing: the disk of DATA_DIR (/var/lib/catalysty) has 3 MB free",
    "catalysty.com: /healthz is ok again.",
  ])
  expect(enqueued.map((content) => content.kind)).toEqual(["health.failing", "health.recovered"])
})
