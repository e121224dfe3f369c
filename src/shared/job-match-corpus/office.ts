import type { LabelledAd } from './types.ts';

/** Finance, design and administration: one English ad each. */
export const officeAds: LabelledAd[] = [
  {
    id: 'assistant-accountant-milton-keynes',
    field: 'finance',
    language: 'en',
    company: 'Ouzel Distribution',
    role: 'Assistant Accountant',
    ad: `Assistant Accountant
Ouzel Distribution Ltd – Milton Keynes
£30,000 – £34,000 + study support | Full-time, hybrid (3 days in the office, 2 at home)

Ouzel Distribution is a fast-growing wholesaler of garden and pet products, supplying more than 1,200 garden centres and independent pet shops from our 200,000 sq ft warehouse near junction 14 of the M1. We were founded in 2003, turn over £65 million a year and employ 230 people.

Our finance team of eight is looking for an Assistant Accountant to take ownership of month-end tasks and help us move to a new cloud accounting system next year.

Key responsibilities
- Preparing month-end journals, accruals, prepayments and balance sheet reconciliations
- Reconciling bank accounts and intercompany balances
- Preparing quarterly VAT returns under Making Tax Digital
- Helping to produce monthly management accounts and variance commentary
- Supporting the year-end audit

About you
Essential:
- AAT Level 4 qualified, or part-qualified ACCA/CIMA
- At least 2 years' experience in a finance team
- Strong Excel skills (pivot tables, VLOOKUP)
- Experience of Sage 200 or Xero
- Knowledge of VAT
Desirable:
- Experience of a system implementation
- Experience in wholesale, distribution or another stock-holding business

What we offer
- Study support for ACCA or CIMA, including paid study leave
- 25 days' holiday plus bank holidays, and a day off for your birthday
- Free parking, a subsidised canteen and 20% staff discount
- 5% matched pension and life assurance at four times salary

To apply, please send your CV and a covering letter to careers@ouzeldistribution.example. The closing date is 30 January. Agencies: no thank you.

Ouzel Distribution is an equal opportunities employer and welcomes applications from all sections of the community.`,
    resume: {
      personalInfo: { fullName: 'Nadia Hussain', email: 'nadia.hussain@example.com', location: 'Bedford', label: 'Accounts Assistant' },
      summary: 'Accounts assistant studying for ACCA, with three years of month-end and reconciliations experience.',
      experience: [
        {
          company: 'Bedford Fresh Foods',
          position: 'Accounts Assistant',
          location: 'Bedford',
          startDate: '2023-01',
          current: true,
          description: '- Post month-end accruals, prepayments and journals in Xero\n- Reconcile six bank accounts and the credit card account every week\n- Built an Excel model with pivot tables and XLOOKUP that cut stock reconciliation time by 40%\n- Prepare the first draft of quarterly VAT returns for the Financial Controller to review',
        },
        {
          company: 'Harrison & Co Accountants',
          position: 'Accounts Trainee',
          location: 'Luton',
          startDate: '2021-09',
          endDate: '2022-12',
          description: '- Prepared bookkeeping and year-end records for 40 small clients\n- Processed payroll for 12 small clients in Sage 50',
        },
      ],
      education: [
        { institution: 'ACCA', degree: 'ACCA (part-qualified)', fieldOfStudy: 'Applied Knowledge and Applied Skills exams passed (9 of 13)', startDate: '2022-01' },
        { institution: 'Bedford College', degree: 'AAT Level 3', fieldOfStudy: 'Advanced Diploma in Accounting', startDate: '2020-09', endDate: '2021-07' },
      ],
      skills: [
        { name: 'Xero', level: 4 },
        { name: 'Microsoft Excel', level: 4 },
        { name: 'Bank reconciliations', level: 4 },
        { name: 'Sage 50', level: 3 },
      ],
    },
    requirements: [
      { name: 'AAT Level 4 or part-qualified ACCA/CIMA', accept: ['AAT Level 4', 'AAT', 'ACCA', 'CIMA', 'part-qualified ACCA', 'part-qualified CIMA'], kind: 'qualification', met: true },
      { name: '2+ years in a finance team', accept: ['2 years experience', 'finance experience'], kind: 'experience', met: true },
      { name: 'Excel', accept: ['MS Excel', 'Microsoft Excel', 'pivot tables', 'VLOOKUP', 'Strong Excel skills'], kind: 'tool', met: true },
      { name: 'Sage 200 or Xero', accept: ['Sage 200', 'Sage', 'Xero'], kind: 'tool', met: true },
      { name: 'VAT', accept: ['VAT returns', 'knowledge of VAT', 'Making Tax Digital'], kind: 'skill', met: true },
      { name: 'System implementation experience', accept: ['system implementation', 'systems migration'], kind: 'experience', met: false },
      { name: 'Wholesale or distribution experience', accept: ['wholesale', 'distribution', 'stock-holding business'], kind: 'experience', met: false },
    ],
  },
  {
    id: 'architectural-technician-exeter',
    field: 'design',
    language: 'en',
    company: 'Haldon Architects',
    role: 'Architectural Technician',
    ad: `Architectural Technician / Technologist
Haldon Architects LLP – Exeter
£30,000 – £38,000 depending on experience | Full-time (flexible hours), hybrid after probation

Haldon Architects is an RIBA Chartered Practice founded in 1998. A team of 24 architects, technologists and interior designers, we design schools, community buildings and low-energy homes across Devon and Cornwall, and our recent work includes a Passivhaus primary school for 420 pupils.

We're looking for an Architectural Technician or Technologist to help take projects from planning through to construction.

What you'll be doing
- Producing planning and Building Regulations drawings and technical details
- Building and maintaining 3D models in Revit
- Co-ordinating information with structural and services engineers
- Preparing specifications and attending site visits

What we're looking for
- An HND or degree in architectural technology, or a similar qualification
- At least 2 years' experience in an architectural practice
- CAD/AutoCAD for 2D drawings
- Revit (essential) – we are a BIM practice
- A sound knowledge of the UK Building Regulations
- SketchUp for early-stage massing (desirable)
- CIAT membership, or working towards it (desirable)
- Interest in low-energy or Passivhaus design (desirable)

Benefits
Flexible hours around a 10am–3pm core, 25 days' holiday plus Christmas closure, paid CIAT membership and CPD, an electric-bike scheme and an employee-owned trust bonus.

To apply, please send your CV and a portfolio of no more than 10 pages (PDF, under 10 MB) to studio@haldonarchitects.example, quoting "AT-2026". The closing date for applications is Friday 23 January.

Haldon Architects is an equal opportunities employer. We are committed to creating a diverse and inclusive practice and welcome applications from candidates of all backgrounds.`,
    resume: {
      personalInfo: { fullName: 'Ben Treloar', email: 'ben.treloar@example.com', location: 'Plymouth', label: 'Architectural Technician' },
      summary: 'Architectural technician with a background in residential projects, comfortable from planning drawings to site details.',
      experience: [
        {
          company: 'Tamar Design Studio',
          position: 'Architectural Technician',
          location: 'Plymouth',
          startDate: '2023-03',
          current: true,
          description: '- Produce planning and Building Regulations packages for extensions and new homes, about 30 projects a year\n- Draw construction details in AutoCAD LT and check them against Approved Documents L and B\n- Build massing models in SketchUp for client presentations',
        },
        {
          company: 'Kingsbridge Timber Frame',
          position: 'CAD Technician',
          location: 'Kingsbridge',
          startDate: '2021-07',
          endDate: '2023-02',
          description: '- Drew timber frame panel layouts for 60 houses\n- Took site measurements and surveys',
        },
      ],
      education: [{ institution: 'University of Plymouth', degree: 'HND', fieldOfStudy: 'Architectural Technology', startDate: '2019-09', endDate: '2021-06' }],
      skills: [
        { name: 'AutoCAD', level: 4 },
        { name: 'SketchUp', level: 4 },
        { name: 'Building Regulations', level: 3 },
        { name: 'Site surveys', level: 3 },
      ],
    },
    requirements: [
      { name: 'HND or degree in architectural technology', accept: ['architectural technology', 'HND', 'degree in architectural technology'], kind: 'qualification', met: true },
      { name: '2+ years in an architectural practice', accept: ['architectural practice experience', '2 years experience'], kind: 'experience', met: true },
      { name: 'AutoCAD', accept: ['CAD', 'CAD/AutoCAD', 'AutoCAD LT'], kind: 'tool', met: true },
      { name: 'Revit', accept: ['BIM'], kind: 'tool', met: false },
      { name: 'UK Building Regulations', accept: ['Building Regulations', 'Building Regs'], kind: 'skill', met: true },
      { name: 'SketchUp', accept: [], kind: 'tool', met: true },
      { name: 'CIAT membership', accept: ['CIAT'], kind: 'qualification', met: false },
      { name: 'Low-energy or Passivhaus design', accept: ['Passivhaus', 'low-energy design'], kind: 'experience', met: false },
    ],
  },
  {
    id: 'office-administrator-derby',
    field: 'admin',
    language: 'en',
    company: 'Peak District Lettings',
    role: 'Office Administrator',
    ad: `Office Administrator
Peak District Lettings – Derby (on-site)
£24,000 – £26,000 | Full-time, Monday to Friday 9am–5.30pm

Peak District Lettings has been letting and managing homes across Derbyshire since 2001. Our team of 18 looks after 1,100 rental properties for 650 landlords, from city-centre flats to farm cottages, and we are proud members of ARLA Propertymark.

We are looking for a well-organised Office Administrator to keep our busy office running smoothly and to be a friendly first point of contact for tenants and landlords.

Your main duties
- Answering the phone and the office inbox, and greeting visitors
- Managing the directors' diaries and booking viewings and inspections
- Taking minutes at the weekly team meeting
- Preparing tenancy paperwork and keeping our property database up to date
- Ordering stationery and dealing with office suppliers

What we're looking for
- Previous experience in an office administration role (at least 1 year)
- Confident with Microsoft Office, especially Word, Excel and Outlook
- Accurate typing and a good eye for detail
- Diary management and minute taking
- GCSE English and maths at grade C/4 or above
- Experience of a property software package such as Reapit or Alto (desirable)
- A full driving licence (desirable, for occasional key runs)

In return we offer 25 days' holiday plus bank holidays, your birthday off, free parking, a pension and a friendly, supportive team.

Please apply by sending your CV and a short covering e-mail to jobs@peakdistrictlettings.example before 6 February.

Peak District Lettings is an equal opportunities employer.`,
    resume: {
      personalInfo: { fullName: 'Megan Hollis', email: 'megan.hollis@example.com', location: 'Belper', label: 'Administrator' },
      summary: 'Organised administrator with four years in busy offices, calm on the phone and quick with a spreadsheet.',
      experience: [
        {
          company: 'Belper Dental Practice',
          position: 'Receptionist and Administrator',
          location: 'Belper',
          startDate: '2022-05',
          current: true,
          description: '- Book around 250 appointments a week and manage the dentists\' diaries\n- Type referral letters in Word and keep patient records up to date\n- Track payments and recalls in Excel\n- Take and type up the minutes of the monthly practice meeting',
        },
        {
          company: 'Amber Valley Borough Council',
          position: 'Admin Apprentice',
          location: 'Ripley',
          startDate: '2020-09',
          endDate: '2022-04',
          description: '- Answered the customer services phone line\n- Scanned and filed planning applications',
        },
      ],
      education: [
        { institution: 'Derby College', degree: 'Level 3 Apprenticeship', fieldOfStudy: 'Business Administration', startDate: '2020-09', endDate: '2022-04' },
        { institution: 'John Flamsteed Community School', degree: 'GCSEs', fieldOfStudy: '8 GCSEs at grades 9–4, including English and maths', startDate: '2015-09', endDate: '2020-06' },
      ],
      skills: [
        { name: 'Microsoft Word', level: 4 },
        { name: 'Microsoft Excel', level: 3 },
        { name: 'Touch typing (60 wpm)', level: 4 },
        { name: 'Customer service', level: 4 },
      ],
    },
    requirements: [
      { name: '1+ year in office administration', accept: ['office administration experience', 'administration', 'admin experience'], kind: 'experience', met: true },
      { name: 'Microsoft Office', accept: ['MS Office', 'Word', 'Excel', 'Outlook', 'Microsoft Word', 'Microsoft Excel', 'Microsoft Outlook'], kind: 'tool', met: true },
      { name: 'Typing', accept: ['accurate typing', 'touch typing'], kind: 'skill', met: true },
      { name: 'Diary management', accept: ['diary', 'calendar management'], kind: 'skill', met: true },
      { name: 'Minute taking', accept: ['minutes'], kind: 'skill', met: true },
      { name: 'GCSE English and maths (grade C/4)', accept: ['GCSE English', 'GCSE maths', 'GCSE English and maths', 'GCSEs'], kind: 'qualification', met: true },
      { name: 'Reapit or Alto', accept: ['property software', 'Reapit', 'Alto'], kind: 'tool', met: false },
      { name: 'Full driving licence', accept: ['driving licence', 'full UK driving licence'], kind: 'qualification', met: false },
    ],
  },
];
