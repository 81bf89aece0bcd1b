import andreWhitfield from "./andre-whitfield"
import danaKowalski from "./dana-kowalski"
import kevinTran from "./kevin-tran"
import marcusBell from "./marcus-bell"
import priyaRaman from "./priya-raman"
import sofiaHaddad from "./sofia-haddad"

/** The team in display order (each member's `order`). */
export const teamMembers = [marcusBell, priyaRaman, danaKowalski, andreWhitfield, sofiaHaddad, kevinTran]
