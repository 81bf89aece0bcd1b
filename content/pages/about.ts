import type { z } from "zod"
import type { aboutPageSchema } from "#app/content/pages"

export const aboutPage = {
  seo: {
    title: "About Catalysty | Detroit Web Design Agency",
    description:
      "Meet the Detroit agency behind Catalysty: six people on staff and three freelance partners, helping local businesses win customers online since 2016.",
  },
  hero: {
    eyebrow: "About us",
    title: "Built in Detroit to help local businesses grow",
    description:
      "Catalysty started in 2016 as a one-person studio. Today six of us work from one office on Woodward Avenue, with three freelance partners we have trusted for years, still focused on the owners who keep Detroit's neighborhoods running.",
    stats: [
      { value: "2016", label: "Founded in Detroit" },
      { value: "600+", label: "Projects delivered" },
      { value: "6", label: "People on staff, all in Detroit" },
      { value: "3", label: "Long-standing freelance partners" },
    ],
    image: {
      src: "about/hero.svg",
      alt: "The Detroit skyline behind a desk where a laptop shows a website design in progress",
    },
  },
  mission: {
    eyebrow: "Our mission",
    title: "Big-agency skill with the attention of a neighborhood shop",
    paragraphs: [
      "Most small businesses in Detroit don't need a bigger marketing budget. They need the money they already spend to come back as phone calls, booked appointments and orders. That is the job we set ourselves with every client.",
      "So we build websites that load quickly on a phone in a parking lot, show up when someone nearby searches, and make the next step obvious. We pair them with marketing that follows the Michigan calendar, from spring cleanup ads for landscapers to holiday campaigns for shops in Midtown and along the Avenue of Fashion.",
      "And we explain everything as we go. You'll know what we changed, why we changed it and what it did, in language that makes sense without a glossary.",
    ],
    image: {
      src: "about/mission.svg",
      alt: "A storefront connected by dotted lines to a phone, a map pin and a rising chart",
    },
  },
  values: {
    eyebrow: "What we stand for",
    title: "The values behind every project",
    description:
      "Three promises we keep with every client, whether the job is a five-page site or a year of marketing.",
    items: [
      {
        id: "integrity",
        icon: "shield-check",
        title: "Integrity",
        description:
          "We quote fixed prices, tell you when something isn't worth doing, and report results as they are, in good months and slow ones.",
      },
      {
        id: "innovation",
        icon: "lightbulb",
        title: "Innovation",
        description:
          "We try new tools and tactics on our own projects first, then bring you only the ones that proved they save time or win customers.",
      },
      {
        id: "collaboration",
        icon: "handshake",
        title: "Collaboration",
        description:
          "You know your customers better than anyone. We work alongside you and your staff, with one contact who gets back to you within a day.",
      },
    ],
  },
  team: {
    eyebrow: "Our team",
    title: "The people who do the work",
    description:
      "Six people, each leading named work: Marcus takes every first call and quote, Priya leads design and development, Dana leads social media and email, Andre leads SEO and content, Sofia runs paid ads and Kevin owns tracking and reports. Brand design, overflow builds and photo shoots go to three freelance partners, Nadia Brooks, Owen Pryce and Luis Ortega, and we tell you before they work on your project.",
    seeProfile: "See Profile",
  },
  offices: {
    eyebrow: "Where we work",
    title: "One Detroit office and two partner studios",
    description:
      "All six of us work from the Woodward Avenue office, and that is where we meet clients. The Toronto and London addresses are studios we share with two freelance partners: Nadia Brooks designs brand identities and illustration from Toronto, and Owen Pryce in London takes overflow builds and checks client sites before Detroit's working day begins.",
    mapAlt: "World map marking Catalysty's Detroit headquarters and the partner studios in Toronto and London",
    headquartersLabel: "Headquarters",
  },
  testimonials: {
    eyebrow: "Kind words",
    title: "Owners who trusted us, in their own words",
    description:
      "How a few of our clients describe working with Catalysty, and the difference it made to their business.",
    caseStudyLink: "Read the case study",
    previousLabel: "Previous testimonial",
    nextLabel: "Next testimonial",
    slideLabel: "Testimonial {current} of {total}",
  },
  cta: {
    eyebrow: "Work with us",
    title: "Want a team that picks up the phone?",
    description:
      "Book a free 30-minute call. We'll look at your website and marketing together and point out where the quickest wins are.",
    primary: { label: "Get a Free Quote", href: "/contact-us" },
    secondary: { label: "Meet the Team", href: "/team" },
  },
} satisfies z.input<typeof aboutPageSchema>
