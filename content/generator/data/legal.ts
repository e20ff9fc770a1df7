import type { PageData } from './types.ts'

const SAMPLE_NOTICE =
  '> **Sample text.** This policy is part of a demonstration website for a fictional company, Meridian Business Travel. It is not legal advice and does not describe a real business.'

export const legalPages: PageData[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    kind: 'legal',
    updatedAt: '2026-10-01',
    intro: 'How Meridian Business Travel collects, uses and protects your personal information.',
    seo: {
      title: 'Privacy Policy',
      description:
        'How Meridian Business Travel (sample) collects, uses, shares and protects personal information, and the choices you have.',
    },
    body: `${SAMPLE_NOTICE}

This Privacy Policy explains how Meridian Business Travel ("we", "us") handles personal information when you visit this website, request a quote, subscribe to our newsletter or book travel with us.

## 1. Information we collect

- **Information you give us**: your name, e-mail address, phone number and travel details when you request a quote, fill in the questionnaire or contact us; your e-mail address when you subscribe to our newsletter.
- **Booking information**: the details an airline needs to issue a ticket, such as passenger names as shown on passports, dates of birth and frequent-flyer numbers, which we collect by phone or e-mail once you decide to book.
- **Information collected automatically**: pages visited, referring website, campaign parameters (such as utm_source), browser type, language and screen size, collected with cookies and similar technologies where you allow them.

## 2. Payment card data

**No card data is collected on this website.** We never ask for card numbers in web forms, by e-mail or in chat. When you pay, you use a secure, PCI-DSS-compliant payment page operated by our payment provider, and we receive only a confirmation and the last four digits of the card.

## 3. How we use your information

- to respond to quote requests and find fares that match your trip;
- to book, ticket and manage your travel, including schedule changes;
- to send the newsletter you asked for (you can unsubscribe at any time);
- to measure and improve our website and campaigns;
- to prevent fraud and comply with legal obligations.

## 4. Sharing

We share booking information with the airlines, hotels and other suppliers that provide your travel, with our payment provider, and with service providers that host our website and systems under contract. We do not sell personal information. We may disclose information where required by law.

## 5. Cookies and your choices

Necessary cookies are always on, because the site cannot work without them. Functional, statistics and marketing cookies are used only if you allow them in the cookie banner, and you can change your choice at any time. You can also block cookies in your browser.

## 6. Retention and security

We keep quote requests for up to two years and booking records for as long as tax and travel regulations require, normally seven years. We protect information with encryption in transit, access controls and regular reviews.

## 7. Your rights

Depending on where you live, including under the California Consumer Privacy Act, you may have the right to access, correct or delete your personal information, to opt out of certain uses and to not be discriminated against for exercising these rights. To make a request, e-mail hello@example.com.

## 8. Changes and contact

We may update this policy and will change the date above when we do. Questions: hello@example.com, or write to us at the address in the footer.`,
  },
  {
    slug: 'refunds-policy',
    title: 'Refunds Policy',
    kind: 'legal',
    updatedAt: '2026-10-01',
    intro: 'What happens if you need to cancel or change a booking, or an airline changes your flight.',
    seo: {
      title: 'Refunds Policy',
      description:
        'How cancellations, refunds, changes and airline schedule changes are handled for bookings made with Meridian Business Travel (sample).',
    },
    body: `${SAMPLE_NOTICE}

This policy explains how refunds work for air tickets booked through Meridian Business Travel. The fare rules of each ticket, which your specialist explains before you pay and which are shown on your booking confirmation, always take precedence.

## 1. Cancelling within 24 hours

For bookings made at least seven days before departure, you may cancel within 24 hours of purchase for a full refund, without any fee from us, in line with US Department of Transportation rules for flights to, from and within the United States.

## 2. Refundable and non-refundable fares

- **Refundable fares** can be cancelled before departure for a refund, minus any airline cancellation charge stated in the fare rules.
- **Non-refundable fares** cannot be refunded, but the unused value can often be used towards a new ticket with the same airline, minus a change fee and any difference in fare.
- Government taxes and fees that were not used are refundable on request, even on non-refundable fares.

## 3. Changes

Most business-class fares allow changes to dates or flights. A change may involve an airline fee and a difference in fare; we tell you the total before making any change. Name changes are generally not permitted by airlines; corrections of minor spelling errors usually are.

## 4. Airline schedule changes and cancellations

If an airline cancels your flight or changes it significantly, you may choose an alternative flight or, where the airline's conditions or applicable law allow, a refund of the unused ticket, even on a non-refundable fare. We monitor schedule changes and contact you with the options.

## 5. Our service fee

Where a service fee is charged, it is shown separately before you pay. It is refundable if you cancel within the 24-hour period above or if we are unable to issue your ticket; otherwise it covers work already done and is not refundable.

## 6. How refunds are paid

Refunds are returned to the original form of payment through our payment provider. Airline refunds can take from a few days to several weeks to process; we pass them on as soon as we receive them. **No card data is collected on this website**, and we will never ask you for card details to process a refund.

## 7. Travel insurance

Fare rules do not cover illness, family emergencies or missed connections on separate tickets. We recommend comprehensive travel insurance purchased at the time of booking.

## 8. How to request a refund

E-mail hello@example.com or call us with your booking reference. We confirm receipt within one business day and keep you informed until the refund is complete.`,
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    kind: 'legal',
    updatedAt: '2026-10-01',
    intro: 'The terms that apply when you use this website and book travel with Meridian Business Travel.',
    seo: {
      title: 'Terms and Conditions',
      description:
        'The terms that apply to use of this website and to travel booked through Meridian Business Travel (sample), including fares, payment and liability.',
    },
    body: `${SAMPLE_NOTICE}

These terms apply to your use of this website and to any travel you book with Meridian Business Travel ("we", "us"). By requesting a quote or making a booking you agree to them.

## 1. Who we are

Meridian Business Travel is a travel agency that arranges air travel on behalf of customers. We act as an agent for the airlines and other suppliers; your contract of carriage is with the airline. Seller of travel registrations are shown in the footer of every page.

## 2. Fares shown on this website

All fares on this site are samples, shown per person in US dollars including taxes and fees, for the cabin, route and travel window stated. Each shows the date it was last checked. Fares and availability change frequently and are not guaranteed until a ticket is issued. The "published fare" is the comparable fare we found for the same route and cabin on the date checked.

## 3. Quotes and bookings

A quote is an offer to search, not a reservation. A booking is confirmed only when you have approved the itinerary, paid in full and received an e-ticket receipt. Please check that names match your passport exactly; airlines may refuse boarding if they do not.

## 4. Payment

Payment is taken through a secure payment page operated by our payment provider. **No card data is collected on this website**, and our staff will never ask you to send card numbers by e-mail or chat. Prices are confirmed before payment and do not change once your ticket is issued.

## 5. Changes, cancellations and refunds

Changes and cancellations are subject to the airline's fare rules and our [Refunds Policy](/refunds-policy), which forms part of these terms.

## 6. Passports, visas and health

You are responsible for holding a valid passport, any visas or electronic travel authorisations and any health documents required for your trip, including for connecting countries. We are happy to point you to official sources of information.

## 7. Liability

We are responsible for arranging your booking with reasonable skill and care. We are not liable for the acts or omissions of airlines or other suppliers, for events beyond our reasonable control, or for indirect or consequential loss. Nothing in these terms limits any liability that cannot be limited by law.

## 8. Website use

You may use this site for personal, non-commercial purposes. Content, including text, images and the sample fares, is provided for information and may contain errors, which we will correct when we become aware of them.

## 9. Governing law and contact

These terms are governed by the laws of the State of Florida. Questions or complaints: hello@example.com, or write to us at the address in the footer.`,
  },
]
