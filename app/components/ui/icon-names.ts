import { iconNames as contentIconNames } from "#app/content/shared"

/** Icons the components draw themselves, beside the ones content picks by name. */
const interfaceIconNames = [
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "building-2",
  "check",
  "chevron-down",
  "circle-alert",
  "circle-check",
  "link-2",
  "loader-circle",
  "map-pin",
  "menu",
  "phone",
  "plus",
  "quote",
  "trending-down",
  "trending-up",
  "user-round-search",
  "x",
] as const

/** Every icon the site can draw: `npm run icons` writes the shapes of each (scripts/build-icons.ts). */
export const allIconNames = [...new Set([...contentIconNames, ...interfaceIconNames])]

export type IconName = (typeof contentIconNames)[number] | (typeof interfaceIconNames)[number]

/** One shape of an icon: an SVG element's name and its attributes (`["path", { d: "M4 5h16" }]`). */
export type IconShape = [tag: string, attributes: Record<string, string>]
