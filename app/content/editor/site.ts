/** The agency's details: content/site.yaml (checked by app/content/site.ts). */
import { fields } from "@keystatic/core"
import { singletons } from "../model"
import { image, items, socialLinks, text, yamlSingleton } from "./fields"

export const site = yamlSingleton("Agency details", singletons.site.file, {
  name: text("Agency name"),
  legalName: text("Legal name"),
  slogan: text("Slogan"),
  tagline: text("Tagline"),
  description: text("Description", { multiline: true, min: 70, max: 160 }),
  foundingYear: fields.integer({
    label: "Founded in",
    description: "Text names it as {site.foundingYear}.",
    validation: { isRequired: true },
  }),
  replyWithin: text("We reply within", {
    description: "e.g. one business day. Text names it as {site.replyWithin}, so the promise is written once.",
  }),
  typicalBuild: text("A website typically takes", {
    description: "e.g. 1-3 weeks. Text names it as {site.typicalBuild}.",
  }),
  logo: fields.object({ alt: text("Logo read aloud as") }, { label: "Logo" }),
  contact: fields.object(
    {
      phone: text("Phone", { description: "As it reads, e.g. (313) 555-0148." }),
      phoneE164: text("Phone for dialling", { description: "+1 and ten digits, e.g. +13135550148." }),
      email: text("Email", { description: "Quote requests are emailed here too." }),
      address: fields.object(
        {
          street: text("Street"),
          city: text("City"),
          region: text("State"),
          postalCode: text("ZIP code"),
          country: text("Country code", { description: "e.g. US" }),
        },
        { label: "Address" },
      ),
      hours: text("Opening hours"),
    },
    { label: "Contact details" },
  ),
  socialLinks: socialLinks("Social profiles", { min: 4, max: 4 }),
  offices: items(
    fields.object({
      id: text("Id"),
      city: text("City"),
      region: text("Region"),
      country: text("Country"),
      address: text("Address"),
      isHeadquarters: fields.checkbox({ label: "Headquarters" }),
      coordinates: fields.object(
        {
          longitude: fields.number({ label: "Longitude", validation: { isRequired: true } }),
          latitude: fields.number({ label: "Latitude", validation: { isRequired: true } }),
        },
        { label: "Position on the map" },
      ),
    }),
    "Offices",
    { min: 3, max: 3, itemLabel: (props: { fields: { city: { value: string } } }) => props.fields.city.value },
  ),
  partners: items(
    fields.object({ name: text("Name"), role: text("What they do for us"), city: text("City") }),
    "Freelance partners",
    { itemLabel: (props: { fields: { name: { value: string } } }) => props.fields.name.value },
  ),
  defaultShareImage: image("Picture when a page is shared", "share"),
})
