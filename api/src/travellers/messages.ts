/** Every text the travellers routes answer besides the router's field messages. */
export const TRAVELLER_MESSAGES = {
  notFound: 'Traveller not found',
  added: 'Traveller added',
  updated: 'Traveller updated',
  deleted: 'Traveller deleted',
  tooMany: (max: number) => `You can save at most ${max} travellers. Delete one to add another.`,
} as const;

/** A soft limit: a family or a pilgrim group leader, not a travel agency's address book. */
