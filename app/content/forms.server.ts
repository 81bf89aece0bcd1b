import type { ContactFormData } from "#app/components/contact/contact-form"
import { getCatalog } from "./content.server"
import { contactFormTarget } from "./forms"

/** Everything <ContactForm form={...} /> needs; call it from a route loader, with the service id to preselect on a service page. */
export function getContactFormData(preselected?: string): ContactFormData {
  const { services, forms } = getCatalog()
  if (preselected && !services.some((service) => service.id === preselected)) {
    throw new Error(`getContactFormData: no service has the id "${preselected}"`)
  }
  return {
    copy: forms.contact,
    services: services.map((service) => ({ id: service.id, label: service.formLabel })),
    preselected,
    ...contactFormTarget(),
  }
}
