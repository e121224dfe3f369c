import type { LabelledAd } from './types.ts';

export const hospitalityAds: LabelledAd[] = [
  {
    id: 'sous-chef-bath',
    field: 'hospitality',
    language: 'en',
    company: 'The Royal Crescent Kitchen',
    role: 'Sous Chef',
    ad: `Sous Chef
The Royal Crescent Kitchen, Bath
Up to £38,000 a year including tronc | 48 hours over 4.5 days | Permanent

The Royal Crescent Kitchen is a 90-cover modern British restaurant with a 2 AA Rosette award and a listing in the Michelin Guide. Since opening in 2015 we have cooked with produce from farms within 40 miles of Bath, and everything – bread, pasta, ice cream, charcuterie – is made in house by our brigade of 11.

Our Head Chef, Marcus Lyle, is looking for a Sous Chef who can run the pass when he is away, lead the team with a calm head and help write two seasonal menus a year.

Your week
- Running services of up to 140 covers on Friday and Saturday nights
- Leading, training and motivating chefs de partie and commis chefs
- Ordering, stock control and keeping our GP at 72%
- Keeping HACCP records and allergen information up to date
- Developing dishes for the seasonal and tasting menus

What we need from you
- At least 2 years as a sous chef or senior chef de partie in a fresh-food kitchen
- NVQ Level 2 or 3 in Professional Cookery, or equivalent experience
- Food Hygiene Level 2 (Level 3 an advantage)
- A thorough knowledge of allergens and Natasha's Law
- Experience of menu costing and stock control
- Leadership: you can run a brigade and bring junior chefs on

The package
Tronc paid monthly, straight shifts wherever we can, four and a half days a week, staff meals, 50% off dining for you and three guests, 28 days' holiday and a paid week at a partner restaurant to learn every year.

How to apply
E-mail your CV to Marcus at kitchen@royalcrescentkitchen.example, or come in for a chat between 2pm and 4pm Tuesday to Thursday. Applications close on 20 January; a paid trial shift forms part of the process.

We are an equal opportunities employer and value diversity in our kitchen.`,
    resume: {
      personalInfo: { fullName: 'Kieran Doyle', email: 'kieran.doyle@example.com', location: 'Bristol', label: 'Senior Chef de Partie' },
      summary: 'Chef with eight years in fresh-food restaurants, ready to step up to sous chef.',
      experience: [
        {
          company: 'Harbourside Grill',
          position: 'Senior Chef de Partie',
          location: 'Bristol',
          startDate: '2022-04',
          current: true,
          description: '- Run the grill and sauce sections for 180 covers a night in a 1 AA Rosette restaurant\n- Lead the kitchen on the Head Chef\'s days off, with a team of six\n- Trained four commis chefs, two now chefs de partie\n- Keep allergen matrices and HACCP sheets up to date for every menu change',
        },
        {
          company: 'The Bell Inn',
          position: 'Chef de Partie',
          location: 'Frome',
          startDate: '2018-03',
          endDate: '2022-03',
          description: '- Cooked a seasonal gastropub menu, everything made from scratch\n- Baked the bread and made the desserts for up to 60 covers a day',
        },
      ],
      education: [{ institution: 'City of Bristol College', degree: 'NVQ Level 3', fieldOfStudy: 'Professional Cookery', startDate: '2016-09', endDate: '2018-06' }],
      skills: [
        { name: 'Sauce work', level: 5 },
        { name: 'Butchery', level: 4 },
        { name: 'Team leadership', level: 3 },
        { name: 'Allergen management', level: 4 },
      ],
      certificates: [{ name: 'Level 3 Award in Food Safety in Catering', issuer: 'Highfield', date: '2023-02' }],
    },
    requirements: [
      { name: '2+ years as sous chef or senior CDP', accept: ['sous chef experience', 'senior chef de partie', '2 years as a sous chef', 'fresh-food kitchen'], kind: 'experience', met: true },
      { name: 'NVQ in Professional Cookery', accept: ['NVQ Level 2', 'NVQ Level 3', 'Professional Cookery'], kind: 'qualification', met: true },
      { name: 'Food Hygiene Level 2', accept: ['Level 2 Food Hygiene', 'food hygiene certificate', 'food safety', 'Food Safety Level 3', 'Level 3 Food Safety'], kind: 'qualification', met: true },
      { name: 'Allergen knowledge', accept: ["Natasha's Law", 'allergens', 'allergen management'], kind: 'skill', met: true },
      { name: 'Menu costing', accept: ['costing', 'GP'], kind: 'skill', met: false },
      { name: 'Stock control', accept: ['ordering', 'stock management'], kind: 'skill', met: false },
      { name: 'Kitchen leadership', accept: ['leadership', 'running a brigade', 'team leadership'], kind: 'skill', met: true },
    ],
  },
  {
    id: 'hotel-receptionist-inverness',
    field: 'hospitality',
    language: 'en',
    company: 'Loch Ness Gate Hotel',
    role: 'Guest Services Receptionist',
    ad: `Guest Services Receptionist
Loch Ness Gate Hotel, Inverness
£25,500 a year plus service charge | 40 hours a week on a rota of early, late and night shifts, including weekends

The Loch Ness Gate is a 4-star, 120-bedroom hotel on the banks of the River Ness, a five-minute walk from the city centre. Family-owned since 1972, we welcome more than 60,000 guests a year, from walkers on the Great Glen Way to coach tours from across Europe and Asia, and host weddings and conferences for up to 300.

We are looking for a warm, well-organised receptionist to be the first face our guests see.

What you'll do
- Check guests in and out and handle reservations by phone, e-mail and in person
- Take payments, balance the float and prepare the shift report
- Answer questions about the hotel, the Highlands and how to get about
- Deal calmly with complaints and pass on anything you cannot fix
- Work closely with housekeeping, restaurant and events teams

What we're looking for
- At least one year's experience in a customer-facing role, ideally in a hotel
- Experience of a property management system such as Opera or Mews
- Confident cash handling
- A second language would be a real advantage: French, German or Mandarin
- A friendly manner and clear spoken English
- Confident with Microsoft Office (Word, Excel and Outlook)
- A full UK driving licence would be useful, as you will sometimes drive our station shuttle

What we offer
Staff accommodation available for the first three months, meals on duty, 28 days' holiday, discounted stays across our partner hotels and a paid Highlands Ambassador training course.

How to apply
Send your CV to hr@lochnessgate.example or drop it in at reception. Closing date: 10 February. We are interviewing as applications arrive.

The Loch Ness Gate Hotel is an equal opportunities employer. We value a team as varied as our guests.`,
    resume: {
      personalInfo: { fullName: 'Camille Durand', email: 'camille.durand@example.com', location: 'Inverness', label: 'Hospitality Assistant' },
      summary: 'French-born hospitality assistant who has lived in the Highlands for two years and loves helping visitors make the most of it.',
      experience: [
        {
          company: 'Highland Hostels',
          position: 'Front Desk Assistant',
          location: 'Fort William',
          startDate: '2024-04',
          current: true,
          description: '- Check in up to 80 guests a day, many of them walkers on the West Highland Way\n- Manage bookings in Cloudbeds and reply to guests in English and French\n- Cash up the till and card machine at the end of each shift',
        },
        {
          company: 'Café du Parc',
          position: 'Waitress',
          location: 'Lyon',
          startDate: '2021-06',
          endDate: '2024-02',
          description: '- Served 150 covers a day on a busy terrace\n- Took over the opening shift and the morning cash float',
        },
      ],
      education: [{ institution: 'Université Lyon 2', degree: 'Licence', fieldOfStudy: 'Langues étrangères appliquées (English and German)', startDate: '2018-09', endDate: '2021-06' }],
      skills: [
        { name: 'Customer service', level: 4 },
        { name: 'Cloudbeds', level: 3 },
        { name: 'Complaint handling', level: 3 },
      ],
      languages: [
        { language: 'French', fluency: 'Native' },
        { language: 'English', fluency: 'C1' },
        { language: 'German', fluency: 'B1' },
      ],
    },
    requirements: [
      { name: '1+ year in a customer-facing role', accept: ['customer service experience', 'customer-facing experience', 'hotel experience'], kind: 'experience', met: true },
      { name: 'Opera or Mews PMS', accept: ['property management system', 'PMS', 'Opera', 'Mews', 'Opera PMS'], kind: 'tool', met: true },
      { name: 'Cash handling', accept: ['confident cash handling'], kind: 'skill', met: true },
      { name: 'French, German or Mandarin', accept: ['second language', 'French', 'German', 'Mandarin', 'Chinese'], kind: 'language', met: true },
      { name: 'English', accept: ['clear spoken English', 'spoken English'], kind: 'language', met: true },
      { name: 'Microsoft Office', accept: ['MS Office', 'Word', 'Excel', 'Outlook', 'Microsoft Word', 'Microsoft Excel'], kind: 'tool', met: false },
      { name: 'Full UK driving licence', accept: ['driving licence', 'UK driving licence'], kind: 'qualification', met: false },
    ],
  },
];
