/**
 * Times as the publishing view says them: how long a step has run ("1 min 12 s"), how long ago something
 * happened ("4 minutes ago") and when ("Dec 6, 10:04 AM"). Durations count on the server's clock, which each
 * answer carries, so a browser whose clock is off still shows the right time.
 */
import { useEffect, useState } from "react"

/** The server's time now, from an answer's `now` and when it arrived. */
export const serverNow = (answerNow: string, receivedAt: number, at = Date.now()) =>
  Date.parse(answerNow) + (at - receivedAt)

export function duration(seconds: number) {
  const whole = Math.max(0, Math.round(seconds))
  if (whole < 60) return `${whole} s`
  const minutes = Math.floor(whole / 60)
  if (minutes < 60) return `${minutes} min ${whole % 60} s`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" })

export function timeAgo(at: string, now: number) {
  const seconds = Math.round((Date.parse(at) - now) / 1000)
  if (seconds > -45) return "just now"
  const minutes = Math.round(seconds / 60)
  if (minutes > -60) return relative.format(minutes, "minute")
  const hours = Math.round(minutes / 60)
  if (hours > -24) return relative.format(hours, "hour")
  return relative.format(Math.round(hours / 24), "day")
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })
export const whenExactly = (at: string) => dateTime.format(new Date(at))

/** The current time, renewed every `ms` while mounted (elapsed times tick between answers). */
export function useNow(ms = 1000) {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}
