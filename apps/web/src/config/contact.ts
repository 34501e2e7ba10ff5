/** The company's public contact details, shown on the contact page and nowhere else typed by hand. */
export const contactDetails = {
  phoneDisplay: '+966 11 000 0000',
  phoneHref: 'tel:+966110000000',
  email: 'hello@nujoom.sa',
  commercialRegistration: '1010000000',
} as const;
