/** The menus and the footer: content/navigation.yaml (checked by app/content/site.ts). */
import { fields } from "@keystatic/core"
import { singletons } from "../model"
import { items, path, text, yamlSingleton } from "./fields"

const navLinks = (label: string, count: number) =>
  items(fields.object({ label: text("Text"), href: path() }), label, {
    min: count,
    max: count,
    itemLabel: (props: { fields: { label: { value: string } } }) => props.fields.label.value,
  })

export const navigation = yamlSingleton("Menus and footer", singletons.navigation.file, {
  skipLink: text("Skip link (keyboard users)"),
  homeLabel: text("Logo link read aloud as"),
  primary: navLinks("Header links", 6),
  contactButton: fields.object({ label: text("Text"), href: path() }, { label: "Header button" }),
  menu: fields.object(
    { open: text("Open button (read aloud)"), close: text("Close button (read aloud)"), title: text("Title") },
    { label: "Phone menu" },
  ),
  footer: fields.object(
    {
      pagesHeading: text("Pages heading"),
      pages: navLinks("Pages", 6),
      servicesHeading: text("Services heading"),
      recentPostsHeading: text("Recent posts heading"),
      contactHeading: text("Contact heading"),
      socialHeading: text("Social heading"),
      copyright: text("Copyright line"),
      newTab: text("Said of links that open a new tab"),
      policiesLabel: text("Privacy and accessibility links: their group (read aloud)"),
      privacyLink: text("Link to the privacy notice"),
      accessibilityLink: text("Link to the accessibility statement"),
    },
    { label: "Footer" },
  ),
  socialLabels: fields.object(
    {
      facebook: text("Facebook"),
      instagram: text("Instagram"),
      twitter: text("X (Twitter)"),
      linkedin: text("LinkedIn"),
    },
    { label: "Names of the social networks" },
  ),
})
