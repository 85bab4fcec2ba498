/** The shop's name and the facts every page repeats; one place to change them. */
export const site = {
  name: 'Gramin Rasoi',
  tagline: "Handcrafted food from women's self-help groups of rural western India",
  supportHours: 'Mon–Sat 10:00–18:00 IST',
  supportEmail: 'support@graminrasoi.in',
  supportPhone: '+91 20 4000 1234',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/graminrasoi' },
    { name: 'Instagram', href: 'https://www.instagram.com/graminrasoi' },
    { name: 'YouTube', href: 'https://www.youtube.com/@graminrasoi' },
    { name: 'X', href: 'https://x.com/graminrasoi' },
  ],
} as const;
