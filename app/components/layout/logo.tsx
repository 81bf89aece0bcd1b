import { cn } from "#app/lib/cn"

/** The Catalysty mark (a spark inside a rounded square) beside the brand name. */
export function Logo({
  name,
  tone = "dark",
  className,
}: {
  name: string
  tone?: "dark" | "light"
  className?: string
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 text-xl font-extrabold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#240CF3" />
        <path d="M17.8 5.5 9.5 18h6.2l-1.5 8.5L22.5 14h-6.2z" fill="#C6F906" />
      </svg>
      <span className={tone === "light" ? "text-white" : "text-ink"}>{name}</span>
    </span>
  )
}
