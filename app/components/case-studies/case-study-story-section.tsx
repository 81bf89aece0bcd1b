import { Icon } from "#app/components/ui/icon"
import { Eyebrow, Section } from "#app/components/ui/layout"
import type { TitledItem } from "#app/content/shared"
import { cn } from "#app/lib/cn"

type StoryProps = {
  id: string
  eyebrow: string
  block: { title: string; description: string; items: TitledItem[] }
  /** "challenge": numbered cards on pale; "solution": ticked steps beside a sticky heading. */
  variant: "challenge" | "solution"
}

/** The challenge or the solution of a case study: a heading and its list of points. */
export function CaseStudyStorySection({ id, eyebrow, block, variant }: StoryProps) {
  const isChallenge = variant === "challenge"
  return (
    <Section
      tone={isChallenge ? "pale" : "white"}
      aria-labelledby={id}
      containerClassName="grid gap-10 lg:grid-cols-12 lg:gap-16"
    >
      <div className="lg:col-span-5">
        <div className="lg:sticky lg:top-28" data-reveal>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 id={id} className="text-h2 font-bold text-balance">
            {block.title}
          </h2>
          <p className="mt-5 text-lead text-pretty text-slate">{block.description}</p>
        </div>
      </div>
      <ol className={cn("lg:col-span-7", isChallenge ? "grid gap-5 sm:grid-cols-2" : "space-y-4")}>
        {block.items.map((item, index) => (
          <li
            key={item.title}
            data-reveal
            className={cn(
              "rounded-card bg-white p-6 sm:p-7",
              isChallenge ? "shadow-card" : "flex gap-5 border border-line",
            )}
          >
            {isChallenge ? (
              <span aria-hidden="true" className="text-sm font-bold tracking-widest text-brand">
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : (
              <Icon name="circle-check" className="mt-0.5 size-7 shrink-0 text-brand" strokeWidth={1.75} />
            )}
            <div>
              <h3 className={cn("text-h4 font-bold text-balance", isChallenge && "mt-3")}>{item.title}</h3>
              <p className="mt-2 text-slate">{item.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
