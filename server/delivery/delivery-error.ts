import type { Delivery, Lead } from "../contact/store"

/** A channel that tells a person about a lead. `send` resolves once the receiver has accepted it. */
export type Sender = {
  send(lead: Lead, job: Delivery): Promise<void>
  close(): void
}

/** Why a send failed; `isPermanent` when trying again cannot help (the job is failed at once). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly isPermanent = false,
  ) {
    super(message)
  }
}
