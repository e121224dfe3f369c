import type { LabelledAd } from './types.ts';

export const tradesAds: LabelledAd[] = [
  {
    id: 'electrician-nottingham',
    field: 'trades',
    language: 'en',
    company: 'Trent Electrical Services',
    role: 'Approved Electrician',
    ad: `Approved Electrician – Domestic and Commercial
Trent Electrical Services Ltd, Nottingham (covering the East Midlands)
£38,000 – £43,000 + overtime at time and a half, company van and fuel card

Trent Electrical Services has been wiring homes, shops and schools across Nottinghamshire and Derbyshire since 1987. We are an NICEIC Approved Contractor with 35 electricians and apprentices, and we carry out around 4,000 jobs a year for housing associations, local councils and private clients.

Due to new long-term contracts we are looking for an experienced electrician to join our team.

Hours: Monday to Friday, 8am–4.30pm, with a paid call-out rota roughly one week in six.

The job
- Installation of new circuits, consumer units, lighting and fire alarms in domestic and small commercial properties
- Fault finding and repairs
- Periodic inspection and testing, completing EICRs on tablets in the field
- Working safely on occupied sites and leaving them clean and tidy

Requirements
- Level 3 Electrical Installation (18th Edition) qualification – essential
- City & Guilds 2391 Inspection and Testing, or 2395/2394
- ECS/JIB Gold Card
- Full UK driving licence
- At least 3 years' post-qualification experience in domestic and commercial installation
- Fire alarm installation experience (BS 5839) would be an advantage
- CSCS card desirable for some of our school contracts

What we offer
- Company van, fuel card and tools allowance
- 25 days' holiday plus bank holidays, rising with service
- Paid training, including EV charger and solar PV courses
- Pension and death-in-service cover

To apply, send your CV to jobs@trentelectrical.example or call Mark on 0115 496 0777 for a chat. Closing date 27 January.

We are an equal opportunities employer and welcome applications from all suitably qualified people.`,
    resume: {
      personalInfo: { fullName: 'Liam Hartley', email: 'liam.hartley@example.com', phone: '07700 900456', location: 'Derby', label: 'Electrician' },
      summary: 'Qualified electrician with five years of domestic and commercial installation, inspection and testing.',
      experience: [
        {
          company: 'Derwent Sparks',
          position: 'Electrician',
          location: 'Derby',
          startDate: '2021-03',
          current: true,
          description: '- Carry out full rewires, consumer unit changes and EV charger installs in around 150 homes a year\n- Complete EICRs and minor works certificates using iCertifi on a tablet\n- Install and service fire alarm systems in shops and offices\n- Mentor a second-year apprentice',
        },
        {
          company: 'Midland Build Electrical',
          position: 'Apprentice Electrician',
          location: 'Derby',
          startDate: '2017-09',
          endDate: '2021-02',
          description: '- First and second fix on new-build housing sites of up to 200 homes\n- Passed AM2 assessment at the first attempt',
        },
      ],
      education: [{ institution: 'Derby College', degree: 'Level 3 NVQ Diploma', fieldOfStudy: 'Installing Electrotechnical Systems and Equipment', startDate: '2017-09', endDate: '2021-02' }],
      skills: [
        { name: 'Fault finding', level: 4 },
        { name: 'Inspection and testing', level: 4 },
        { name: 'Fire alarm installation', level: 3 },
        { name: 'EV charger installation', level: 3 },
      ],
      certificates: [
        { name: '18th Edition Wiring Regulations (BS 7671) C&G 2382-22', issuer: 'City & Guilds', date: '2022-06' },
        { name: 'Inspection and Testing C&G 2391-52', issuer: 'City & Guilds', date: '2023-04' },
        { name: 'ECS Gold Card (Installation Electrician)', issuer: 'JIB', date: '2021-05' },
      ],
    },
    requirements: [
      { name: 'Level 3 Electrical Installation', accept: ['Level 3 Electrical Installation (18th Edition)', '18th Edition', 'BS 7671', 'Level 3 NVQ', 'electrical installation qualification'], kind: 'qualification', met: true },
      { name: 'C&G 2391 Inspection and Testing', accept: ['2391', '2395', '2394', 'inspection and testing'], kind: 'qualification', met: true },
      { name: 'ECS/JIB Gold Card', accept: ['ECS Gold Card', 'JIB Gold Card', 'ECS card'], kind: 'qualification', met: true },
      { name: 'Full UK driving licence', accept: ['driving licence', 'UK driving licence'], kind: 'qualification', met: false },
      { name: '3+ years post-qualification experience', accept: ['3 years experience', 'domestic and commercial installation', 'post-qualification experience'], kind: 'experience', met: true },
      { name: 'Fire alarm installation (BS 5839)', accept: ['fire alarm installation', 'BS 5839', 'fire alarms'], kind: 'experience', met: true },
      { name: 'CSCS card', accept: ['CSCS'], kind: 'qualification', met: false },
    ],
  },
  {
    id: 'gas-engineer-leicester',
    field: 'trades',
    language: 'en',
    company: 'Soar Heating',
    role: 'Gas Engineer / Plumber',
    ad: `Gas Engineer / Plumber
Soar Heating & Plumbing – Leicester and Leicestershire
£40,000 basic, realistic OTE of £50,000 with bonus and overtime

Soar Heating & Plumbing was set up in 2006 by two brothers from Wigston and now employs 22 engineers. We install and service boilers and heating systems for about 9,000 homeowners and landlords, and we are an accredited installer for three major boiler manufacturers.

The position
Full-time, 40 hours Monday to Friday, with one Saturday morning in four and an on-call rota for emergencies (paid separately). You will start each day from home in a fully equipped, signwritten van.

Day to day
- Servicing, repairing and replacing gas boilers and heating systems
- Landlord gas safety checks (CP12)
- General plumbing: bathrooms, leaks, cylinders and radiators
- Giving customers clear advice and simple written quotes

You must have
- Gas Safe registration, with CCN1, CENWAT, CKR1 and HTR1 in date
- NVQ Level 3 in Plumbing and Heating (or equivalent)
- Unvented hot water (G3) certification
- Proven experience of boiler servicing and fault finding
- A full UK driving licence with no more than 6 points

It would be great if you also had
- Heat pump installation (MCS) training
- Experience of Worcester Bosch or Vaillant systems
- Good customer service skills

What's in it for you
- Van, fuel card and phone
- Paid manufacturer training and Gas Safe renewals
- 25 days' holiday plus bank holidays
- A genuine family feel and a boss who answers the phone

How to apply: send your CV and Gas Safe number to office@soarheating.example or give us a call on 0116 496 0345. We are recruiting now and will close the advert on 6 February.

Soar Heating & Plumbing is an equal opportunities employer.`,
    resume: {
      personalInfo: { fullName: 'Wayne Patel', email: 'wayne.patel@example.com', location: 'Loughborough', label: 'Gas Safe Engineer' },
      summary: 'Gas Safe engineer with seven years of boiler installation, servicing and breakdowns.',
      experience: [
        {
          company: 'British Gas',
          position: 'Service and Repair Engineer',
          location: 'Leicester',
          startDate: '2020-01',
          current: true,
          description: '- Complete around 1,800 boiler services and repairs a year, first-time fix rate 89%\n- Carry out landlord gas safety checks and issue CP12 certificates\n- Fault find on Worcester Bosch, Vaillant and Baxi boilers\n- Scored 4.9 out of 5 in customer feedback in 2025',
        },
        {
          company: 'Hinckley Plumbing',
          position: 'Plumber',
          location: 'Hinckley',
          startDate: '2017-06',
          endDate: '2019-12',
          description: '- Fitted bathrooms and cylinders for private customers\n- Installed combi boilers with the owner under supervision before registering',
        },
      ],
      education: [{ institution: 'Leicester College', degree: 'NVQ Level 3', fieldOfStudy: 'Plumbing and Domestic Heating', startDate: '2015-09', endDate: '2017-06' }],
      skills: [
        { name: 'Boiler servicing', level: 5 },
        { name: 'Fault finding', level: 5 },
        { name: 'Customer service', level: 4 },
        { name: 'Worcester Bosch', level: 4 },
        { name: 'Full clean UK driving licence' },
      ],
      certificates: [{ name: 'Gas Safe Register, ACS: CCN1, CENWAT, CKR1, HTR1', issuer: 'Gas Safe Register', date: '2024-11' }],
    },
    requirements: [
      { name: 'Gas Safe registration', accept: ['Gas Safe', 'Gas Safe registered', 'CCN1', 'ACS'], kind: 'qualification', met: true },
      { name: 'NVQ Level 3 Plumbing and Heating', accept: ['NVQ Level 3', 'plumbing qualification', 'NVQ Level 3 in Plumbing'], kind: 'qualification', met: true },
      { name: 'Unvented hot water (G3)', accept: ['G3', 'unvented hot water', 'G3 certification'], kind: 'qualification', met: false },
      { name: 'Boiler servicing and fault finding', accept: ['boiler servicing', 'fault finding', 'boiler repair'], kind: 'experience', met: true },
      { name: 'Full UK driving licence', accept: ['driving licence', 'UK driving licence'], kind: 'qualification', met: true },
      { name: 'Heat pump (MCS) training', accept: ['heat pump', 'MCS', 'heat pump installation'], kind: 'qualification', met: false },
      { name: 'Worcester Bosch or Vaillant', accept: ['Worcester Bosch', 'Vaillant'], kind: 'tool', met: true },
      { name: 'Customer service', accept: ['customer service skills'], kind: 'skill', met: true },
    ],
  },
  {
    id: 'site-carpenter-london',
    field: 'trades',
    language: 'en',
    company: 'Thameside Build',
    role: 'Site Carpenter',
    ad: `Site Carpenter / Joiner – First and Second Fix
Thameside Build Ltd – sites across South and East London
£24–£27 an hour (PAYE) or £230 a day CIS | 45 hours a week, Monday to Friday 7.30am–4.30pm, with occasional paid Saturdays

Thameside Build is a main contractor founded in 2005. Our 120 staff and 400 subcontractors deliver around 1,500 new homes a year for housing associations and councils, from 30-unit infill schemes to 12-storey blocks. We hold the Considerate Constructors Gold award and have worked 600 days without a reportable accident.

We need experienced site carpenters to join our directly employed carpentry gang on a long-running scheme of 320 affordable homes in Barking, followed by further projects in Lewisham and Croydon.

The work
- First fix: stud partitions, door linings, boxing and roof carcassing
- Second fix: hanging doors, fitting ironmongery, skirting, architrave and kitchens
- Working from drawings and specifications, and checking your own work against our quality plan
- Keeping your area safe and tidy and following the site's RAMS

What we need
- A valid CSCS card (blue or gold)
- NVQ Level 2 or 3 in Site Carpentry or Wood Occupations
- At least 3 years' experience of first and second fix on new-build housing
- The ability to read and work from drawings
- PASMA certificate for mobile towers (desirable)
- SSSTS or other site safety training (desirable)

What we offer
Long-term work with a steady pipeline, weekly pay, paid holiday, a pension, overtime at time and a quarter, and free training towards your NVQ Level 3 or a gold CSCS card.

To apply, call our labour manager Dean on 020 7946 0456 or send your CV to labour@thamesidebuild.example with a copy of your CSCS card. We are starting people on site from 12 January.

Thameside Build is an equal opportunities employer and a member of the Building Equality network. We welcome applications from women and from people of all backgrounds in construction.`,
    resume: {
      personalInfo: { fullName: 'Darius Ionescu', email: 'darius.ionescu@example.com', phone: '07700 900789', location: 'Dagenham', label: 'Carpenter' },
      summary: 'Carpenter with eight years on new-build and refurbishment sites in London, quick and tidy on second fix.',
      experience: [
        {
          company: 'Eastway Carpentry Ltd (subcontractor)',
          position: 'Carpenter',
          location: 'London',
          startDate: '2021-04',
          current: true,
          description: '- First and second fix on three new-build schemes totalling 650 flats\n- Hung up to 25 fire doors a day, fitting closers and ironmongery to spec\n- Set out stud partitions from architect\'s drawings\n- Trained two apprentices on door hanging',
        },
        {
          company: 'Renova Interiors',
          position: 'Joiner',
          location: 'London',
          startDate: '2018-03',
          endDate: '2021-03',
          description: '- Fitted kitchens, wardrobes and staircases in refurbished Victorian houses\n- Made bespoke window boards and skirting in the workshop',
        },
      ],
      education: [{ institution: 'Barking & Dagenham College', degree: 'NVQ Level 2', fieldOfStudy: 'Wood Occupations (Site Carpentry)', startDate: '2016-09', endDate: '2018-02' }],
      skills: [
        { name: 'Door hanging', level: 5 },
        { name: 'Second fix', level: 5 },
        { name: 'Reading drawings', level: 4 },
        { name: 'Kitchen fitting', level: 4 },
      ],
      certificates: [{ name: 'CSCS Blue Skilled Worker Card', issuer: 'CSCS', date: '2024-08' }],
    },
    requirements: [
      { name: 'CSCS card', accept: ['CSCS', 'valid CSCS card', 'blue CSCS card', 'gold CSCS card'], kind: 'qualification', met: true },
      { name: 'NVQ Level 2 or 3 in Site Carpentry', accept: ['NVQ Level 2', 'NVQ Level 3', 'Site Carpentry', 'Wood Occupations'], kind: 'qualification', met: true },
      { name: '3+ years of first and second fix', accept: ['first and second fix', 'first fix', 'second fix', 'new-build housing experience'], kind: 'experience', met: true },
      { name: 'Reading drawings', accept: ['work from drawings', 'reading drawings', 'technical drawings'], kind: 'skill', met: true },
      { name: 'PASMA', accept: ['PASMA certificate', 'mobile towers'], kind: 'qualification', met: false },
      { name: 'SSSTS or site safety training', accept: ['SSSTS', 'site safety training', 'SMSTS'], kind: 'qualification', met: false },
    ],
  },
];
