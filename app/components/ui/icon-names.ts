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

/** Every icon in the sprite: `npm run build` writes one `<symbol>` per name. */
export const spriteIconNames = [...new Set([...contentIconNames, ...interfaceIconNames])]

export type SpriteIconName = (typeof contentIconNames)[number] | (typeof interfaceIconNames)[number]
