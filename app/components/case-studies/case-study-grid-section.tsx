import { Section, SectionHeading } from "#app/components/ui/layout"
import { CaseStudyCard, type CaseStudyCardData } from "./case-study-card"

type GridProps = {
  id: string
  title: string
  eyebrow?: string
  caseStudies: CaseStudyCardData[]
  linkLabel: string
  tone?: "white" | "pale"
}

/** Case study cards, two to a row from the tablet width up. */
export function CaseStudyGridSection({ id, title, eyebrow, caseStudies, linkLabel, tone }: GridProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <div className="mt-10 grid gap-6 md:mt-12 md:grid-cols-2 lg:gap-8">
        {caseStudies.map((caseStudy) => (
          <div key={caseStudy.slug} data-reveal className="flex">
            <CaseStudyCard caseStudy={caseStudy} linkLabel={linkLabel} className="w-full" />
          </div>
        ))}
      </div>
    </Section>
  )
}
