/** Every text the subscriber route answers with (api/CONTRACT.md "Lead capture"). */
export const SUBSCRIBER_MSG = {
  subscribed: 'Thank you for subscribing',
  emailInvalid: 'Enter a valid email address',
  firstNameRequired: 'is required',
  categoryInvalid: "must be a short lowercase word such as 'newsletter' or 'whatsapp'",
} as const;
