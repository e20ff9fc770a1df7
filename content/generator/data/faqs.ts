/** Frequently asked questions, in display order. */
export const faqs: Array<{ question: string; answer: string }> = [
  {
    question: 'How can your business-class fares be lower than the airline’s website?',
    answer:
      'We work with negotiated and consolidator fares that airlines sell through agencies rather than on their own websites, and our specialists combine routings, dates and carriers to find the lowest fare for your trip. The savings shown on each deal compare our sample fare with the published fare for the same route and cabin.',
  },
  {
    question: 'Are the fares on this site guaranteed?',
    answer:
      'No. Every fare shown is a sample, checked on the date printed on the deal. Fares and seat availability change quickly, so a specialist will always confirm the current price and conditions with you before anything is booked.',
  },
  {
    question: 'How do I book a deal?',
    answer:
      'Call us or send a quote request with your route, dates and number of travellers. A fare specialist will reply, usually within an hour during business hours, with the best options. Once you choose a fare we hold it, confirm the details and send you a secure payment link.',
  },
  {
    question: 'How do I pay, and is my card safe?',
    answer:
      'Payment is taken over a secure, PCI-compliant link from our payment provider after you have confirmed your itinerary with a specialist. This website never asks for or stores card numbers. We accept major credit and debit cards; bank transfers are possible for group bookings.',
  },
  {
    question: 'Will I receive an airline ticket and booking reference?',
    answer:
      'Yes. Your ticket is issued by the airline, usually within 24 hours of payment, and you receive an e-ticket receipt with the airline booking reference. You can use it to choose seats, add frequent-flyer numbers and check in on the airline’s own website or app.',
  },
  {
    question: 'Can I change my dates after booking?',
    answer:
      'Most of our business-class fares allow changes, sometimes for a fee plus any difference in fare. The exact rules depend on the airline and fare type, and your specialist explains them before you pay. Contact us as early as possible and we will handle the change for you.',
  },
  {
    question: 'What happens if I need to cancel?',
    answer:
      'Refunds depend on the fare rules. Some fares are refundable minus a fee, others give a credit for future travel, and the cheapest fares may be non-refundable. See our Refunds Policy for details, and consider travel insurance for cover against illness and other unexpected events.',
  },
  {
    question: 'What if the airline changes or cancels my flight?',
    answer:
      'We monitor schedule changes and contact you if your flight is affected. If an airline cancels or significantly changes a flight, you are entitled to rebooking or a refund under the airline’s conditions and any applicable regulations, and we handle the process on your behalf.',
  },
  {
    question: 'How much baggage can I take in business class?',
    answer:
      'Most airlines allow two checked bags of up to 32 kg (70 lb) each in business class and three in first class, plus cabin bags. Premium economy usually includes two bags of up to 23 kg (50 lb). The allowance is confirmed on your e-ticket receipt.',
  },
  {
    question: 'Do I get lounge access?',
    answer:
      'Business and first-class tickets on long-haul flights almost always include lounge access at the departure airport, and often on connections. Premium economy fares normally do not include lounge access, although some airlines sell it as an extra.',
  },
  {
    question: 'Will I earn miles or points?',
    answer:
      'Usually, yes. Most of our fares earn miles or points in the airline’s own programme or in a partner programme within the same alliance. Some discounted fares earn at a reduced rate; your specialist can check before you book.',
  },
  {
    question: 'Can you book for a group or a whole family?',
    answer:
      'Yes. We regularly book families, teams and small groups, including mixed cabins and multi-city itineraries. For ten or more travellers we can often request a group fare from the airline.',
  },
]
