import { href } from "react-router"
import { buildConfig } from "#config/environment.server"
import { getCatalog } from "./content.server"
import type { ContactFormData } from "./forms"

/** Everything <ContactForm form={...} /> needs; call it from a route loader, with the id of the service to preselect on a service page. */
export function getContactFormData(preselectedServiceId?: string): ContactFormData {
  const { services, forms } = getCatalog()
  const preselected = services.find((service) => service.id === preselectedServiceId)
  if (preselectedServiceId && !preselected) {
    throw new Error(`getContactFormData: no service has the id "${preselectedServiceId}"`)
  }
  return {
    copy: forms.contact,
    services: services.map((service) => service.formLabel),
    preselected: preselected?.formLabel,
    ...buildConfig().form,
    privacyHref: href("/privacy"),
  }
}
